import type { BrowserContext } from '@playwright/test';

/**
 * A small local stand-in for Jitsi Meet's IFrame API (`https://<domain>/external_api.js`), served in
 * place of the real script: browser tests have no outside network. Like the real one it puts the
 * room's page in an iframe inside `parentNode`, takes `executeCommand` and answers with the state
 * events the real meeting sends (asynchronously, as its postMessage round trip does). What the page
 * asked is kept in `window.__jitsiFake` for the test to read.
 */
const FAKE_EXTERNAL_API = `
(() => {
  class JitsiMeetExternalAPI {
    constructor(domain, options) {
      this.listeners = {};
      this.state = { audioMuted: false, videoMuted: false, sharing: false };
      this.iframe = document.createElement('iframe');
      this.iframe.src = 'https://' + domain + '/' + options.roomName;
      this.iframe.allow = 'camera; microphone; display-capture';
      this.iframe.style.width = options.width || '100%';
      this.iframe.style.height = options.height || '100%';
      options.parentNode.appendChild(this.iframe);
      window.__jitsiFake = { domain, roomName: options.roomName, displayName: (options.userInfo || {}).displayName, commands: [] };
      this.emit('videoConferenceJoined', { roomName: options.roomName });
    }
    emit(event, payload) {
      setTimeout(() => (this.listeners[event] || []).forEach((fn) => fn(payload)), 20);
    }
    addListener(event, fn) {
      (this.listeners[event] = this.listeners[event] || []).push(fn);
    }
    on(event, fn) {
      this.addListener(event, fn);
    }
    removeListener(event, fn) {
      this.listeners[event] = (this.listeners[event] || []).filter((f) => f !== fn);
    }
    executeCommand(command) {
      window.__jitsiFake.commands.push(command);
      const s = this.state;
      if (command === 'toggleAudio') this.emit('audioMuteStatusChanged', { muted: (s.audioMuted = !s.audioMuted) });
      if (command === 'toggleVideo') this.emit('videoMuteStatusChanged', { muted: (s.videoMuted = !s.videoMuted) });
      if (command === 'toggleShareScreen') this.emit('screenSharingStatusChanged', { on: (s.sharing = !s.sharing) });
      if (command === 'hangup') this.emit('readyToClose');
    }
    isAudioMuted() {
      return Promise.resolve(this.state.audioMuted);
    }
    isVideoMuted() {
      return Promise.resolve(this.state.videoMuted);
    }
    getIFrame() {
      return this.iframe;
    }
    dispose() {
      this.iframe.remove();
    }
  }
  window.JitsiMeetExternalAPI = JitsiMeetExternalAPI;
})();
`;

/** Serves the fake IFrame API and a placeholder room page for every request to the Jitsi server. */
export async function routeJitsiFake(context: BrowserContext, domain = 'meet.jit.si'): Promise<void> {
  await context.route(`https://${domain}/**`, (route) =>
    new URL(route.request().url()).pathname === '/external_api.js'
      ? route.fulfill({ contentType: 'text/javascript', body: FAKE_EXTERNAL_API })
      : route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Meeting room</title><p>Meeting room (test stand-in)</p></html>' }),
  );
}
