import { vi } from 'vitest';
import { FakeSocket } from './fake-socket';

/**
 * lib/socket/socket as page tests replace it, at the network boundary:
 *   vi.mock('../../../lib/socket/socket', () => import('../../../test/socket-mock'));
 * then `fakeSocket()` is the socket the page talks through, which the test plays the server with.
 * Each test file has its own module registry, so its own one socket.
 */
const socket = new FakeSocket();

export const getSocket = () => socket;
export const reconnectSocket = vi.fn();
export const fakeSocket = () => socket;
