import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSessionControls, TSessionSnapshot } from '@app/shared-types/live-training';
import { RECORD_ONLY_LIVE } from '../../src/modules/live-training/interactive/controls/controls.service';
import { liveRoomSuite, record, stored, type Person, type LiveRoom } from '../helpers/live-training';
import { startZoomFake, type ZoomFake } from '../helpers/zoom-fake';
import { eventWhere, settle } from './interactive-helpers';

// The app with Zoom credentials, against the local fake of Zoom's API; an instructor and two attendees in the room.
let zoom: ZoomFake;
beforeAll(async () => {
  zoom = await startZoomFake();
});
afterAll(() => zoom?.close());

let { server, instructor, alice, bob, session, tabs } = {} as LiveRoom;
liveRoomSuite((room) => ({ server, instructor, alice, bob, session, tabs } = room), { env: () => zoom.env });

type Changed = { sessionId: string; controls: TSessionControls };
const setRecording = (who: Person, on: boolean) => who.request('PUT', `/api/training/controls/${session.id}`, { body: { recording: on } });
const snapshotOf = async (who: Person) => (await who.get(`/api/live-training/${session.id}/snapshot`)).json as TSessionSnapshot;
async function meetingId(): Promise<string> {
  const doc = await stored(server.database.connection).Sessions.findById(session.id).lean();
  return doc!.zoomMeetingId!;
}
const controlCalls = () => zoom.requests.filter((r) => r.path.startsWith('/v2/live_meetings/'));

describe('recording through Zoom’s in-meeting controls', () => {
  it('is the instructor’s: an attendee gets 403 and Zoom is not asked', async () => {
    const res = await setRecording(alice, true);
    expect(res.status).toBe(403);
    expect(controlCalls()).toEqual([]);
    expect((await snapshotOf(bob)).controls).toEqual({ recording: false });
  });

  it('before the host has started the Zoom meeting: 409 with what to do, nothing stored or announced', async () => {
    const announced = record<Changed>(tabs.alice, 'controls:changed');
    const res = await setRecording(instructor, true);
    expect(res).toMatchObject({ status: 409, json: { message: 'The Zoom meeting is not running yet. Start it with “Start meeting”, then record.' } });
    expect(controlCalls()).toEqual([{ method: 'PATCH', path: `/v2/live_meetings/${await meetingId()}/events`, status: 404 }]);
    await settle();
    expect(announced).toEqual([]);
    expect((await snapshotOf(alice)).controls).toEqual({ recording: false });
  });

  it('starts and stops the meeting’s cloud recording; the state is stored, pushed to everyone and in the snapshot', async () => {
    const id = await meetingId();
    zoom.startMeeting(id);
    const aliceHears = eventWhere<Changed>(tabs.alice, 'controls:changed', (e) => e.controls.recording);
    const bobHears = eventWhere<Changed>(tabs.bob, 'controls:changed', (e) => e.controls.recording);
    const started = await setRecording(instructor, true);
    expect(started).toMatchObject({ status: 200, json: { recording: true } });
    expect(zoom.meetings.get(Number(id))?.recording).toBe(true);
    expect(controlCalls().at(-1)).toEqual({ method: 'PATCH', path: `/v2/live_meetings/${id}/events`, status: 202 });
    expect((await aliceHears).sessionId).toBe(session.id);
    await bobHears;
    expect((await snapshotOf(bob)).controls).toEqual({ recording: true });

    const aliceHearsStop = eventWhere<Changed>(tabs.alice, 'controls:changed', (e) => !e.controls.recording);
    expect((await setRecording(instructor, false)).json).toEqual({ recording: false });
    expect(zoom.meetings.get(Number(id))?.recording).toBe(false);
    await aliceHearsStop;
    expect((await snapshotOf(alice)).controls).toEqual({ recording: false });
  });

  it('a recording ends with the session: no "Recording" in the snapshot after it ends, and none can start', async () => {
    expect((await setRecording(instructor, true)).status).toBe(200);
    expect((await instructor.post(`/api/live-training/${session.id}/end`)).status).toBe(200);
    expect((await snapshotOf(alice)).controls).toEqual({ recording: false });
    const calls = controlCalls().length;
    expect(await setRecording(instructor, true)).toMatchObject({ status: 409, json: { message: RECORD_ONLY_LIVE } });
    expect(controlCalls()).toHaveLength(calls);
  });
});
