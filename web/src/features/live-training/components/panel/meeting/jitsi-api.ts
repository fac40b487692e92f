/**
 * The part of Jitsi Meet's IFrame API the panel uses (https://jitsi.github.io/handbook/docs/dev-guide/dev-guide-iframe):
 * the script `https://<domain>/external_api.js` defines `JitsiMeetExternalAPI`, which puts the
 * meeting in an iframe inside `parentNode`, takes commands and reports state changes as events.
 */
export type JitsiEvents = {
  videoConferenceJoined: { roomName: string };
  videoConferenceLeft: { roomName: string };
  audioMuteStatusChanged: { muted: boolean };
  videoMuteStatusChanged: { muted: boolean };
  screenSharingStatusChanged: { on: boolean };
  readyToClose: undefined;
};

export type JitsiCommand = 'toggleAudio' | 'toggleVideo' | 'toggleShareScreen' | 'hangup';

export interface JitsiMeetApi {
  executeCommand(command: JitsiCommand): void;
  addListener<E extends keyof JitsiEvents>(event: E, listener: (payload: JitsiEvents[E]) => void): void;
  isAudioMuted(): Promise<boolean>;
  isVideoMuted(): Promise<boolean>;
  /** The meeting's iframe (to give it a title). */
  getIFrame(): HTMLIFrameElement;
  dispose(): void;
}

export type JitsiMeetApiOptions = {
  roomName: string;
  parentNode: HTMLElement;
  width: string;
  height: string;
  userInfo?: { displayName?: string };
};

export type JitsiMeetApiConstructor = new (domain: string, options: JitsiMeetApiOptions) => JitsiMeetApi;

const loading = new Map<string, Promise<JitsiMeetApiConstructor>>();

/**
 * Loads the IFrame API from the Jitsi server once per page, on the first opening of a meeting
 * (never at page load). A failed load is forgotten, so opening again tries again.
 */
export function loadJitsiApi(domain: string): Promise<JitsiMeetApiConstructor> {
  const held = loading.get(domain);
  if (held) return held;
  const promise = new Promise<JitsiMeetApiConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://${domain}/external_api.js`;
    script.async = true;
    script.onload = () => {
      const api = (window as unknown as { JitsiMeetExternalAPI?: JitsiMeetApiConstructor }).JitsiMeetExternalAPI;
      if (api) resolve(api);
      else reject(new Error('The meeting service did not load.'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('The meeting service could not be reached.'));
    };
    document.head.append(script);
  });
  loading.set(domain, promise);
  promise.catch(() => loading.delete(domain));
  return promise;
}
