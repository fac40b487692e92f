import { describe, expect, it } from 'vitest';
import { makeResource, SESSION_ID } from '../../test-data';
import { initialResources, reduceResources } from './resources';

const ctx = { me: 'me', role: 'attendee' as const };

describe('resources slice', () => {
  it('adds a shared resource once (a repeated event replaces it) and removes it', () => {
    let s = reduceResources({ ...initialResources, ...ctx }, { type: 'resource:shared', payload: { resource: makeResource() } });
    s = reduceResources(s, { type: 'resource:shared', payload: { resource: makeResource({ title: 'Renamed' }) } });
    expect(s.resources.map((r) => r.title)).toEqual(['Renamed']);
    s = reduceResources(s, { type: 'resource:removed', payload: { sessionId: SESSION_ID, resourceId: 'res1' } });
    expect(s.resources).toEqual([]);
  });
});
