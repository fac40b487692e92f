import { describe, expect, it } from 'vitest';
import { SAM_STEPS } from '../../../content/government';
import { samProgress, toggleExpanded } from './sam-progress';

describe('SAM progress', () => {
  it('gives 1 completed and 1 in progress of 4 steps 37.5 percent, and a new member 0', () => {
    expect(samProgress([{ status: 'completed' }, { status: 'in-progress' }, { status: 'pending' }, { status: 'pending' }])).toEqual({ completed: 1, inProgress: 1, total: 4, percent: 37.5 });
    expect(samProgress(SAM_STEPS.map(() => ({ status: 'pending' as const }))).percent).toBe(0);
  });

  it('counts an in-progress step as half a step', () => {
    expect(samProgress([{ status: 'in-progress' }, { status: 'in-progress' }]).percent).toBe(50);
    expect(samProgress([{ status: 'completed' }, { status: 'completed' }, { status: 'pending' }, { status: 'pending' }]).percent).toBe(50);
  });

  it('is 100 when every step is completed and 0 when none has started or there are no steps', () => {
    expect(samProgress([{ status: 'completed' }, { status: 'completed' }]).percent).toBe(100);
    expect(samProgress([{ status: 'pending' }]).percent).toBe(0);
    expect(samProgress([]).percent).toBe(0);
  });
});

describe('step expansion', () => {
  it('opens the clicked step, closes it on a second click, and switches to another step', () => {
    expect(toggleExpanded(null, 'a')).toBe('a');
    expect(toggleExpanded('a', 'a')).toBeNull();
    expect(toggleExpanded('a', 'b')).toBe('b');
  });
});
