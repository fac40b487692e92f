import { DEFAULT_BUSINESS_HOURS, type TBusinessHours } from '@app/shared-types/consultations/model';
import type { TBusinessHoursRequest } from '@app/shared-types/consultations';
import type { SettingsStore } from '../settings/contracts';

export const BUSINESS_HOURS_KEY = 'business-hours';

/** The one source of the firm's hours: the `business-hours` setting, or the published hours until an operator edits them. */
export function createBusinessHours(settings: SettingsStore) {
  async function read(): Promise<TBusinessHours> {
    const stored = await settings.get<Pick<TBusinessHours, 'days' | 'closures'>>(BUSINESS_HOURS_KEY);
    if (!stored) return DEFAULT_BUSINESS_HOURS;
    return { ...DEFAULT_BUSINESS_HOURS, days: stored.value.days, closures: stored.value.closures, updatedAt: stored.updatedAt.toISOString() };
  }
  async function update(input: TBusinessHoursRequest & { closures: NonNullable<TBusinessHoursRequest['closures']> }, by: string): Promise<TBusinessHours> {
    const closures = [...new Map(input.closures.map((c) => [c.date, { date: c.date, reason: c.reason ?? null }])).values()].sort((a, b) => a.date.localeCompare(b.date));
    const saved = await settings.put(BUSINESS_HOURS_KEY, { days: input.days, closures }, by);
    return { ...DEFAULT_BUSINESS_HOURS, days: saved.value.days, closures: saved.value.closures, updatedAt: saved.updatedAt.toISOString() };
  }
  return { read, update };
}
export type BusinessHours = ReturnType<typeof createBusinessHours>;
