import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazyResolver } from './lazy-resolver';

const schema = z.object({ name: z.string().min(1, 'Name is required') });
const options = { fields: {}, shouldUseNativeValidation: false };

describe('lazyResolver', () => {
  it('validates with the loaded schema, loading it once', async () => {
    const load = vi.fn(() => Promise.resolve(zodResolver(schema)));
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    const refused = await resolver({ name: '' }, undefined, options);
    expect(refused.errors.name?.message).toBe('Name is required');
    const accepted = await resolver({ name: 'Ada' }, undefined, options);
    expect(accepted.values).toEqual({ name: 'Ada' });
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after it failed (a chunk that did not arrive)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(zodResolver(schema));
    const resolver = lazyResolver(load);
    await expect(resolver({ name: 'Ada' }, undefined, options)).rejects.toThrow('offline');
    expect((await resolver({ name: 'Ada' }, undefined, options)).values).toEqual({ name: 'Ada' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
