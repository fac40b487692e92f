import { z } from 'zod';
import { conflict, upstreamFailed } from '../../errors/app-error';
import type { Logger } from '../../logger';
import { cachedAccessToken, ZTokenResponse } from '../oauth-token';
import type { Meeting, MeetingProvider, MeetingRequest, RecordingControl } from './meeting-provider';
import type { ZoomConfig } from './zoom-config';

const REQUEST_TIMEOUT_MS = 10_000;

/** Zoom's error body ({code, message}); absent or different on some failures. */
const ZZoomError = z.object({ code: z.number().optional(), message: z.string().optional() });
/** Zoom's error code for a cloud recording refused for lack of storage. */
const NO_CLOUD_STORAGE = 3309;

/** The fields of Zoom's "Create a meeting" response we keep (ids are int64 numbers in Zoom's JSON). */
const ZMeetingResponse = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  uuid: z.string().optional(),
  join_url: z.url(),
  start_url: z.url(),
  password: z.string().optional(),
});

class ZoomHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Zoom's start_time for scheduled meetings: GMT, yyyy-MM-ddTHH:mm:ssZ. */
const zoomTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * Zoom through a server-to-server OAuth app: an account_credentials token (cached until shortly
 * before it expires; concurrent callers share one request), then the Meetings API as the app's
 * account owner ("me").
 */
export function createZoomProvider(config: ZoomConfig, logger: Logger, fetchImpl: typeof fetch = fetch): MeetingProvider & { recording: RecordingControl } {
  const token = cachedAccessToken(async () => {
    const url = `${config.oauthBaseUrl}/oauth/token?grant_type=account_credentials&account_id=${encodeURIComponent(config.accountId)}`;
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const res = await fetchImpl(url, { method: 'POST', headers: { Authorization: `Basic ${basic}`, Accept: 'application/json' }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    if (!res.ok) throw new ZoomHttpError(res.status, `Zoom token request answered ${res.status}`);
    return ZTokenResponse.parse(await res.json());
  });

  /** One API call; a 401 (token revoked or expired early) gets one retry with a fresh token. */
  async function api(method: string, path: string, body?: unknown, retried = false): Promise<Response> {
    const bearer = await token.get();
    const res = await fetchImpl(`${config.apiBaseUrl}/v2${path}`, {
      method,
      headers: { Authorization: `Bearer ${bearer}`, Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (res.status === 401 && !retried) {
      token.forget();
      return api(method, path, body, true);
    }
    return res;
  }

  /** Zoom's meeting fields for a request (create and update take the same ones). */
  const meetingBody = (request: MeetingRequest) => ({
    topic: request.topic.slice(0, 200),
    // 1 instant, 2 scheduled.
    type: request.instant ? 1 : 2,
    ...(request.instant ? {} : { start_time: zoomTime(request.startTime), timezone: request.timezone }),
    duration: request.durationMinutes,
    ...(request.agenda ? { agenda: request.agenda.slice(0, 2000) } : {}),
    settings: {
      join_before_host: false,
      waiting_room: true,
      mute_upon_entry: true,
      approval_type: 2,
      auto_recording: request.recording ? 'cloud' : 'none',
    },
  });

  return {
    name: 'zoom',
    async createMeeting(request: MeetingRequest): Promise<Meeting> {
      try {
        const res = await api('POST', '/users/me/meetings', meetingBody(request));
        if (res.status !== 201 && res.status !== 200) throw new ZoomHttpError(res.status, `Zoom create meeting answered ${res.status}`);
        const meeting = ZMeetingResponse.parse(await res.json());
        return {
          provider: 'zoom',
          meetingId: meeting.id,
          meetingUuid: meeting.uuid ?? null,
          joinUrl: meeting.join_url,
          startUrl: meeting.start_url,
          password: meeting.password ?? null,
        };
      } catch (err) {
        logger.error({ err }, 'zoom meeting creation failed');
        throw upstreamFailed('The Zoom meeting could not be created, so nothing was saved. Please try again in a moment.');
      }
    },
    async updateMeeting(meeting, request) {
      if (meeting.provider !== 'zoom' || !meeting.meetingId) return;
      try {
        const res = await api('PATCH', `/meetings/${encodeURIComponent(meeting.meetingId)}`, meetingBody(request));
        if (res.status !== 204 && res.status !== 200) throw new ZoomHttpError(res.status, `Zoom update meeting answered ${res.status}`);
      } catch (err) {
        logger.error({ err }, 'zoom meeting update failed');
        throw upstreamFailed('The Zoom meeting could not be changed, so the session was left as it was. Please try again in a moment.');
      }
    },
    async deleteMeeting(meeting) {
      if (meeting.provider !== 'zoom' || !meeting.meetingId) return;
      try {
        const res = await api('DELETE', `/meetings/${encodeURIComponent(meeting.meetingId)}`);
        if (!res.ok && res.status !== 404) logger.warn({ status: res.status, meetingId: meeting.meetingId }, 'zoom meeting could not be deleted');
      } catch (err) {
        logger.warn({ err, meetingId: meeting.meetingId }, 'zoom meeting could not be deleted');
      }
    },
    recording: {
      /**
       * Zoom's in-meeting controls: PATCH /live_meetings/{meetingId}/events with recording.start or
       * recording.stop, answered 202. A meeting the host has not started (or that ended) is not a
       * live meeting to Zoom: 404 (code 3001), told to the instructor as a 409 they can act on.
       */
      async setRecording(meeting, on) {
        if (meeting.provider !== 'zoom' || !meeting.meetingId) throw conflict('This session’s meeting is not a Zoom meeting, so it cannot be recorded here.');
        const verb = on ? 'start' : 'stop';
        let res: Response;
        try {
          res = await api('PATCH', `/live_meetings/${encodeURIComponent(meeting.meetingId)}/events`, { method: on ? 'recording.start' : 'recording.stop' });
        } catch (err) {
          logger.error({ err, meetingId: meeting.meetingId }, `zoom recording.${verb} failed`);
          throw upstreamFailed(`Zoom could not be reached to ${verb} the recording. Please try again in a moment.`);
        }
        if (res.status === 202 || res.status === 204 || res.status === 200) return;
        const body = ZZoomError.safeParse(await res.json().catch(() => ({})));
        const zoomError = body.success ? body.data : {};
        logger.warn({ status: res.status, code: zoomError.code, meetingId: meeting.meetingId }, `zoom refused recording.${verb}`);
        if (res.status === 404) throw conflict('The Zoom meeting is not running yet. Start it with “Start meeting”, then record.');
        if (res.status === 400 && zoomError.code === NO_CLOUD_STORAGE) throw conflict('Zoom has no cloud recording storage left for this account. Free some space in Zoom, then try again.');
        if (res.status === 400) throw conflict(`Zoom refused to ${verb} the recording${zoomError.message ? `: ${zoomError.message.slice(0, 200)}` : '.'}`);
        throw upstreamFailed(`Zoom could not ${verb} the recording. Please try again in a moment.`);
      },
    },
  };
}
