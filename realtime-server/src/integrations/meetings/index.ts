import type { AppConfig } from '../../config';
import type { Logger } from '../../logger';
import { createJitsiProvider } from './jitsi';
import type { MeetingProvider } from './meeting-provider';
import { createZoomProvider } from './zoom';

export type { Meeting, MeetingProvider, MeetingRequest, RecordingControl } from './meeting-provider';
export { createJitsiProvider, jitsiRoomUrl } from './jitsi';

/** Zoom when its credentials are configured; otherwise Jitsi Meet links (on JITSI_DOMAIN) that need no account. */
export function createMeetingProvider(config: Pick<AppConfig, 'zoom' | 'jitsiDomain'>, logger: Logger): MeetingProvider {
  return config.zoom ? createZoomProvider(config.zoom, logger.child({ integration: 'zoom' })) : createJitsiProvider(config.jitsiDomain);
}
