import { beforeEach, describe, expect, it } from 'vitest';
import { SERVICES_STORAGE_KEY, useServicesStore } from './store';

beforeEach(() => localStorage.clear());

describe('services selections store', () => {
  it('restores valid selections from localStorage and drops the rest', async () => {
    localStorage.setItem(
      SERVICES_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        state: {
          packageSelection: { serviceId: 'tax', tierId: 'premium' },
          compareSelections: { hr: 'standard', unknown: 'basic', cfo: 'platinum' },
          checklist: { 'banking-setup': true, 'retired-item': true },
        },
      }),
    );
    await useServicesStore.persist.rehydrate();
    const s = useServicesStore.getState();
    expect(s.packageSelection).toEqual({ serviceId: 'tax', tierId: 'premium' });
    expect(s.compareSelections).toEqual({ hr: 'standard' });
    expect(s.checklist).toEqual({ 'banking-setup': true });
  });

  it('survives corrupt storage', async () => {
    localStorage.setItem(SERVICES_STORAGE_KEY, '{not json');
    await useServicesStore.persist.rehydrate();
    expect(useServicesStore.getState().packageSelection).toBeDefined();
  });
});
