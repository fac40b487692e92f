import { beforeEach, describe, expect, it } from 'vitest';
import { FakeSocket } from '../../test/fake-socket';
import { trackConnection, useConnectionStore } from './connection-store';

beforeEach(() => useConnectionStore.setState({ status: 'connecting', hasConnected: false }));

describe('connection state', () => {
  it('goes connecting -> connected -> reconnecting -> connected as the link drops and recovers', () => {
    const socket = new FakeSocket();
    const stop = trackConnection(socket);
    const status = () => useConnectionStore.getState().status;

    socket.fire('connect_error', new Error('refused'));
    expect(status()).toBe('connecting'); // never connected yet: not a "re"connection
    socket.connect();
    expect(status()).toBe('connected');
    socket.drop('transport close');
    expect(status()).toBe('reconnecting');
    socket.connect();
    expect(status()).toBe('connected');

    socket.active = false; // socket.io gave up
    socket.drop('io server disconnect');
    expect(status()).toBe('disconnected');
    stop();
  });
});
