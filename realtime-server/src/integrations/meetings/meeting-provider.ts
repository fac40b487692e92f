import type { TMeetingProvider } from '@app/shared-types/live-training';

/** What a session (or a breakout room) asks of a meeting provider. */
export type MeetingRequest = {
  topic: string;
  /** Ignored for instant meetings, which start when the host opens the start link. */
  startTime: Date;
  durationMinutes: number;
  timezone: string;
  instant: boolean;
  agenda?: string | null;
  recording?: boolean;
};

/** A meeting as stored on the session (spec 000's zoomMeetingId, zoomMeetingUuid, zoomJoinUrl, zoomStartUrl, zoomPassword). */
export type Meeting = {
  provider: TMeetingProvider;
  meetingId: string | null;
  meetingUuid: string | null;
  /** For attendees. */
  joinUrl: string;
  /** For the host; the same as joinUrl where the provider has no host link. */
  startUrl: string;
  password: string | null;
};

/** Starts or stops the cloud recording of a meeting that is running (Zoom's in-meeting controls). */
export interface RecordingControl {
  /**
   * Throws an AppError: 409 when the meeting is not running (the host has not started it, or it has
   * ended), 502 when the provider fails otherwise.
   */
  setRecording(meeting: Pick<Meeting, 'provider' | 'meetingId'>, on: boolean): Promise<void>;
}

/**
 * A video-meeting provider. Failures reach callers as an AppError (502 UPSTREAM_FAILED) thrown before
 * anything is stored, so a failed call leaves no half-made session behind.
 */
export interface MeetingProvider {
  readonly name: TMeetingProvider;
  createMeeting(request: MeetingRequest): Promise<Meeting>;
  /** Moves or renames a scheduled meeting (a session's edit); throws the same 502 AppError on failure. */
  updateMeeting(meeting: Pick<Meeting, 'provider' | 'meetingId'>, request: MeetingRequest): Promise<void>;
  /** Best effort (a meeting whose session could not be stored, or was cancelled); never throws. */
  deleteMeeting(meeting: Pick<Meeting, 'provider' | 'meetingId'>): Promise<void>;
  /** The Jitsi server whose IFrame API can embed this provider's rooms in a page; absent for Zoom. */
  readonly embedDomain?: string;
  /** Present only where the server can start and stop a recording (Zoom); absent for Jitsi. */
  readonly recording?: RecordingControl;
}
