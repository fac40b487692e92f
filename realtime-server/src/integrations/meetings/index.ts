import type { Logger } from '../../logger';
import { createJitsiProvider } from './jitsi';
import type { MeetingProvider } from './meeting-provider';
import { createZoomProvider } from './zoom';
import type { ZoomConfig } from './zoom-config';

export type { Meeting, MeetingProvider, MeetingRequest, RecordingControl } from './meeting-provider';
export { createJitsiProvider, jitsiRoomUrl } from './jitsi';

/** Zoom when its credentials are configured; otherwise Jitsi Meet links (on JITSI_DOMAIN) that need no account. */
export function createMeetingProvider(config: { zoom: ZoomConfig | undefined; jitsiDomain: string }, logger: Logger): MeetingProvider {
  return config.zoom ? createZoomProvider(config.zoom, logger.child({ integration: 'zoom' })) : createJitsiProvider(config.jitsiDomain);
}
