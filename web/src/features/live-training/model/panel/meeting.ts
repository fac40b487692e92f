import type { TBreakoutRoom, TLiveSession } from '@app/shared-types/live-training/model';
import { myRoom, type TBreakoutsState } from './breakouts';

/** Where the panel's meeting button leads this viewer now. */
export type TMeetingTarget = {
  url: string;
  /** The breakout room the viewer is seated in; null for the session's main meeting. */
  room: TBreakoutRoom | null;
  /** The button's words. */
  label: string;
};

/**
 * Instructors start the main meeting (their host link); an attendee seated in a breakout room
 * joins that room's meeting, anyone else the main one. Null when the viewer has no link.
 */
export function meetingTarget(s: TBreakoutsState & { session: TLiveSession | null; role: 'instructor' | 'attendee' }): TMeetingTarget | null {
  const session = s.session;
  if (!session) return null;
  if (s.role === 'instructor') {
    const url = session.zoomStartUrl ?? session.zoomJoinUrl;
    return url ? { url, room: null, label: 'Start meeting' } : null;
  }
  const room = myRoom(s);
  if (room) return { url: room.joinUrl, room, label: `Join ${room.name}` };
  return session.zoomJoinUrl ? { url: session.zoomJoinUrl, room: null, label: 'Join meeting' } : null;
}

/**
 * The Jitsi room name of a meeting link, when the link is on the configured Jitsi server (only then
 * is the meeting embedded through that server's IFrame API); null otherwise.
 */
export function jitsiRoomOf(url: string, jitsiDomain: string | null | undefined): string | null {
  if (!jitsiDomain) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' || parsed.host !== jitsiDomain) return null;
  const room = decodeURIComponent(parsed.pathname.slice(1));
  return /^[\w-]{1,200}$/.test(room) ? room : null;
}
