import type { Meeting } from '../../../integrations/meetings';
import type { ILiveSession } from './session.model';

/** A meeting the provider made, as the session stores it (the zoom* names predate other providers). */
export const storedMeeting = (meeting: Meeting): Pick<ILiveSession, 'meetingProvider' | 'zoomMeetingId' | 'zoomMeetingUuid' | 'zoomJoinUrl' | 'zoomStartUrl' | 'zoomPassword'> => ({
  meetingProvider: meeting.provider,
  zoomMeetingId: meeting.meetingId,
  zoomMeetingUuid: meeting.meetingUuid,
  zoomJoinUrl: meeting.joinUrl,
  zoomStartUrl: meeting.startUrl,
  zoomPassword: meeting.password,
});
