import { randomBytes } from 'node:crypto';
import type { Meeting, MeetingProvider, MeetingRequest } from './meeting-provider';

/** The public Jitsi Meet server, used unless JITSI_DOMAIN names another. */
export const DEFAULT_JITSI_DOMAIN = 'meet.jit.si';

/** A readable prefix from the topic (Jitsi room names are case-insensitive words). */
function slug(topic: string): string {
  const words = topic
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return words || 'training';
}

/**
 * The no-account fallback: a Jitsi Meet room whose name ends in 128 random bits. Anyone with the link
 * can enter (that is how Jitsi works), so the link itself is the secret: it is only given to people
 * who may attend, and it cannot be guessed from the session.
 */
export function jitsiRoomUrl(topic: string, domain: string = DEFAULT_JITSI_DOMAIN): string {
  return `https://${domain}/${slug(topic)}-${randomBytes(16).toString('hex')}`;
}

/**
 * Jitsi Meet on `domain`. Audio, video and screen sharing are each person's own, through the IFrame
 * API the web panel embeds the room with; Jitsi offers no server-side recording here.
 */
export function createJitsiProvider(domain: string = DEFAULT_JITSI_DOMAIN): MeetingProvider {
  return {
    name: 'jitsi',
    embedDomain: domain,
    async createMeeting(request: MeetingRequest): Promise<Meeting> {
      const url = jitsiRoomUrl(request.topic, domain);
      // Jitsi has no separate host link: the first to arrive moderates.
      return { provider: 'jitsi', meetingId: null, meetingUuid: null, joinUrl: url, startUrl: url, password: null };
    },
    async updateMeeting() {
      // A Jitsi room has no schedule to move.
    },
    async deleteMeeting() {
      // Nothing to delete: an unused Jitsi room does not exist until someone opens it.
    },
  };
}
