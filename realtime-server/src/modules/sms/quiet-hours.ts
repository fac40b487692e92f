import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { MARKETING_CAMPAIGN_TYPES, QUIET_HOURS, type TCampaignType } from '@app/shared-types/sms';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * When a number's zone is unknown (toll-free, ambiguous, foreign data), a text may go only when it is
 * inside the window everywhere in the US: the window common to these zones.
 */
export const US_ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu'];

export const isMarketing = (type: TCampaignType) => MARKETING_CAMPAIGN_TYPES.includes(type);

/** The zones whose window must hold: the number's one zone, or every US zone when it has none or several. */
export const windowZones = (zones: string[]) => (zones.length === 1 ? zones : US_ZONES);

function insideWindow(at: Date, zones: string[]): boolean {
  return zones.every((zone) => {
    const hour = dayjs(at).tz(zone).hour();
    return hour >= QUIET_HOURS.startHour && hour < QUIET_HOURS.endHour;
  });
}

const STEP_MS = 15 * 60_000;

/**
 * null when a text may go now; otherwise the first moment (on a quarter hour, so daylight-saving
 * changes are handled by the zone rules, not by arithmetic) when it may.
 */
export function heldUntil(now: Date, zones: string[]): Date | null {
  const checked = windowZones(zones);
  if (insideWindow(now, checked)) return null;
  let t = Math.ceil(now.getTime() / STEP_MS) * STEP_MS;
  for (let i = 0; i < 4 * 48; i++, t += STEP_MS) if (insideWindow(new Date(t), checked)) return new Date(t);
  return new Date(now.getTime() + 24 * 60 * 60_000);
}
