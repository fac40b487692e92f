import { describe, expect, it } from 'vitest';
import { alertColor, alertOpenAt, healthBadges, MONITORING_LIMITS, recommendations, usagePercents } from '@app/shared-types/monitoring';

const GB = 1024 ** 3;
const titles = (p: { storage: number; api: number; users: number }) => recommendations(p).map((r) => r.title);

describe('spec 000 section 9 rules at their boundaries', () => {
  it('uses the spec limits: 10 GB, 10,000 users, 100,000 API requests a day', () => {
    const p = usagePercents({ totalUsers: 5_000, premiumUsers: 1_000, storageUsed: 7.5 * GB, apiRequestsToday: 90_000 });
    expect(MONITORING_LIMITS).toEqual({ storageBytes: 10 * GB, users: 10_000, apiRequestsPerDay: 100_000 });
    expect(p).toEqual({ users: 50, premiumConversion: 20, storage: 75, api: 90 });
  });

  it('recommends by storage, API and users above 75 / 75 / 50 percent, and optimal only below 50 for all three', () => {
    expect(titles({ storage: 49.9, api: 49.9, users: 49.9 })).toEqual(['System Running Optimally']);
    expect(titles({ storage: 50, api: 10, users: 10 })).toEqual([]);
    expect(titles({ storage: 10, api: 10, users: 50 })).toEqual([]);
    expect(titles({ storage: 75, api: 75, users: 50 })).toEqual([]);
    expect(titles({ storage: 75.01, api: 10, users: 10 })).toEqual(['Storage Warning']);
    expect(titles({ storage: 10, api: 75.01, users: 50.01 })).toEqual(['High API Usage', 'Growing Community']);
    expect(titles({ storage: 100, api: 100, users: 100 })).toEqual(['Storage Warning', 'High API Usage', 'Growing Community']);
  });

  it('shows Database High Usage and API High Load only above 90 percent; Platform Operational only without problems', () => {
    expect(healthBadges({ storage: 90, api: 90 }, [])).toEqual({
      database: { label: 'Healthy', tone: 'success' },
      api: { label: 'Normal', tone: 'success' },
      platform: { label: 'Operational', tone: 'success' },
    });
    const high = healthBadges({ storage: 90.01, api: 100 }, ['Database unreachable']);
    expect(high.database.label).toBe('High Usage');
    expect(high.api.label).toBe('High Load');
    expect(high.platform).toEqual({ label: 'Database unreachable', tone: 'error' });
  });

  it('opens high_usage above 75, limit_warning above 90 and limit_exceeded from 100 percent, coloured as the spec says', () => {
    expect([75, 75.01].map((p) => alertOpenAt('high_usage', p))).toEqual([false, true]);
    expect([90, 90.01].map((p) => alertOpenAt('limit_warning', p))).toEqual([false, true]);
    expect([99.99, 100].map((p) => alertOpenAt('limit_exceeded', p))).toEqual([false, true]);
    expect(['limit_exceeded', 'limit_warning', 'high_usage', 'other'].map(alertColor)).toEqual(['red', 'yellow', 'blue', 'gray']);
  });
});
