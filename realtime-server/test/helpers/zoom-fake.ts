import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes, randomInt } from 'node:crypto';

/**
 * A local stand-in for Zoom's documented server-to-server OAuth and Meetings API (127.0.0.1, port 0):
 * POST /oauth/token?grant_type=account_credentials&account_id=... with Basic client_id:client_secret,
 * then bearer-authenticated POST /v2/users/me/meetings, PATCH and DELETE /v2/meetings/:id, and the
 * in-meeting controls PATCH /v2/live_meetings/:id/events {method: 'recording.start' | 'recording.stop'
 * | 'recording.pause' | 'recording.resume'}, answered 202. A meeting is live only once its host has
 * started it (`startMeeting`, as opening the start link would); controls on a meeting that is not live
 * get Zoom's 404 (code 3001, "not found or has expired"), an unknown method 400 (code 300). Wrong
 * credentials or tokens get Zoom's 401; tests can make the next calls fail.
 */
export type ZoomFake = Awaited<ReturnType<typeof startZoomFake>>;

export const ZOOM_CREDENTIALS = { accountId: 'acct-123', clientId: 'client-abc', clientSecret: 'secret-xyz' } as const;

type CreatedMeeting = {
  id: number;
  uuid: string;
  body: Record<string, unknown>;
  authorization: string;
  /** The host has started it (it is a live meeting). */
  live: boolean;
  /** Its cloud recording runs. */
  recording: boolean;
};

const CONTROL_METHODS = ['recording.start', 'recording.stop', 'recording.pause', 'recording.resume'] as const;

export async function startZoomFake(options: { tokenTtlSeconds?: number } = {}) {
  const tokens = new Map<string, number>();
  const meetings = new Map<number, CreatedMeeting>();
  const calls = { token: 0, create: 0, update: 0, delete: 0, control: 0 };
  const requests: { method: string; path: string; status: number }[] = [];
  let failCreates = 0;
  let tokenTtlSeconds = options.tokenTtlSeconds ?? 3599;

  const expectedBasic = `Basic ${Buffer.from(`${ZOOM_CREDENTIALS.clientId}:${ZOOM_CREDENTIALS.clientSecret}`).toString('base64')}`;

  function send(res: http.ServerResponse, status: number, body?: unknown) {
    res.statusCode = status;
    if (body === undefined) return res.end();
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(body));
  }

  async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  }

  function bearerOk(req: http.IncomingMessage): boolean {
    const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    const expires = match ? tokens.get(match[1]!) : undefined;
    return expires !== undefined && expires > Date.now();
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const record = (status: number) => requests.push({ method: req.method ?? '', path: url.pathname, status });
    try {
      if (req.method === 'POST' && url.pathname === '/oauth/token') {
        calls.token++;
        const ok =
          req.headers.authorization === expectedBasic &&
          url.searchParams.get('grant_type') === 'account_credentials' &&
          url.searchParams.get('account_id') === ZOOM_CREDENTIALS.accountId;
        if (!ok) {
          record(401);
          return send(res, 401, { reason: 'Invalid client_id or client_secret', error: 'invalid_client' });
        }
        const token = randomBytes(24).toString('hex');
        tokens.set(token, Date.now() + tokenTtlSeconds * 1000);
        record(200);
        return send(res, 200, { access_token: token, token_type: 'bearer', expires_in: tokenTtlSeconds, scope: 'meeting:write:meeting:admin' });
      }
      if (!url.pathname.startsWith('/v2/')) {
        record(404);
        return send(res, 404, { code: 404, message: 'Not found' });
      }
      if (!bearerOk(req)) {
        record(401);
        return send(res, 401, { code: 124, message: 'Invalid access token.' });
      }
      if (req.method === 'POST' && url.pathname === '/v2/users/me/meetings') {
        calls.create++;
        const body = await readJson(req);
        if (failCreates > 0) {
          failCreates--;
          record(500);
          return send(res, 500, { code: 500, message: 'Internal error' });
        }
        const type = body.type;
        const valid = typeof body.topic === 'string' && (type === 1 || (type === 2 && typeof body.start_time === 'string' && /Z$/.test(body.start_time)));
        if (!valid) {
          record(300);
          return send(res, 300, { code: 300, message: 'Invalid request' });
        }
        const id = randomInt(10_000_000_000, 99_999_999_999);
        const uuid = randomBytes(16).toString('base64');
        meetings.set(id, { id, uuid, body, authorization: req.headers.authorization ?? '', live: false, recording: false });
        const password = randomBytes(4).toString('hex');
        record(201);
        return send(res, 201, {
          id,
          uuid,
          host_id: 'host-1',
          topic: body.topic,
          type,
          start_time: body.start_time ?? new Date().toISOString(),
          duration: body.duration,
          timezone: body.timezone ?? 'UTC',
          created_at: new Date().toISOString(),
          join_url: `https://zoom.example/j/${id}?pwd=${password}`,
          start_url: `https://zoom.example/s/${id}?zak=host-secret`,
          password,
          settings: body.settings ?? {},
        });
      }
      const controlMatch = /^\/v2\/live_meetings\/(\d+)\/events$/.exec(url.pathname);
      if (controlMatch && req.method === 'PATCH') {
        calls.control++;
        const id = Number(controlMatch[1]);
        const meeting = meetings.get(id);
        const body = await readJson(req);
        if (!meeting || !meeting.live) {
          record(404);
          return send(res, 404, { code: 3001, message: `Meeting ${id} is not found or has expired.` });
        }
        const method = body.method as (typeof CONTROL_METHODS)[number];
        if (!CONTROL_METHODS.includes(method)) {
          record(400);
          return send(res, 400, { code: 300, message: 'Invalid method.' });
        }
        meeting.recording = method === 'recording.start' || method === 'recording.resume';
        record(202);
        return send(res, 202);
      }
      const meetingMatch = /^\/v2\/meetings\/(\d+)$/.exec(url.pathname);
      if (meetingMatch) {
        const id = Number(meetingMatch[1]);
        const existing = meetings.get(id);
        if (!existing) {
          record(404);
          return send(res, 404, { code: 3001, message: 'Meeting does not exist' });
        }
        if (req.method === 'PATCH') {
          calls.update++;
          existing.body = { ...existing.body, ...(await readJson(req)) };
          record(204);
          return send(res, 204);
        }
        if (req.method === 'DELETE') {
          calls.delete++;
          meetings.delete(id);
          record(204);
          return send(res, 204);
        }
      }
      record(404);
      send(res, 404, { code: 404, message: 'Not found' });
    } catch {
      record(500);
      send(res, 500, { code: 500, message: 'fake failed' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    calls,
    requests,
    meetings,
    env: {
      ZOOM_ACCOUNT_ID: ZOOM_CREDENTIALS.accountId,
      ZOOM_CLIENT_ID: ZOOM_CREDENTIALS.clientId,
      ZOOM_CLIENT_SECRET: ZOOM_CREDENTIALS.clientSecret,
      ZOOM_API_BASE_URL: url,
      ZOOM_OAUTH_BASE_URL: url,
    },
    /** The next `n` meeting creations answer 500. */
    failNextCreates(n = 1) {
      failCreates = n;
    },
    /** The host opens the start link: the meeting is live (its in-meeting controls work). */
    startMeeting(meetingId: string | number) {
      const meeting = meetings.get(Number(meetingId));
      if (!meeting) throw new Error(`no meeting ${meetingId}`);
      meeting.live = true;
    },
    /** The meeting ends (its recording with it). */
    endMeeting(meetingId: string | number) {
      const meeting = meetings.get(Number(meetingId));
      if (meeting) Object.assign(meeting, { live: false, recording: false });
    },
    /** Revokes every issued token (the next API call gets 401). */
    revokeTokens() {
      tokens.clear();
    },
    setTokenTtl(seconds: number) {
      tokenTtlSeconds = seconds;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
