import { afterEach, beforeEach, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-routes';
import { fakeSocket } from '../../../../test/socket-mock';
import { resetLiveTrainingStores } from '../../store';

/**
 * For panel tests played through the fake socket (each file still mocks the socket module itself):
 * before each test, empty live-training stores, fetch stubbed (unknown routes answer 404) and a
 * connected socket that has sent nothing; fetch restored after each.
 */
export function resetConnectedPanelEachTest(): void {
  beforeEach(() => {
    resetLiveTrainingStores();
    stubFetch();
    fakeSocket().connected = true;
    fakeSocket().sent.length = 0;
  });
  afterEach(() => vi.unstubAllGlobals());
}
