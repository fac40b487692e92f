import { beforeEach, describe, expect, it } from 'vitest';
import { FakeSocket } from '../../test/fake-socket';
import { trackConnection, useConnectionStore } from './connection-store';

beforeEach(() => useConnectionStore.setState({ status: 'connecting', hasConnected: false }));
const status = () => useConnectionStore.getState().status;

describe('connection state', () => {
  it('goes connecting -> connected -> reconnecting -> connected as the link drops and recovers', () => {
    const socket = new FakeSocket();
    const stop = trackConnection(socket);

    socket.fire('connect_error', new Error('refused'));
    expect(status()).toBe('connecting'); // never connected yet: not a "re"connection
    socket.connect();
    expect(status()).toBe('connected');
    socket.drop('transport close');
    expect(status()).toBe('reconnecting');
    socket.connect();
    expect(status()).toBe('connected');
    stop();
  });

  it('is disconnected when socket.io stops trying (the server refused the handshake)', () => {
    const socket = new FakeSocket();
    trackConnection(socket);
    socket.connect();
    socket.active = false;
    socket.fire('connect_error', new Error('Authentication failed'));
    expect(status()).toBe('disconnected');
  });

  it('does not report a server-ended session as a lost connection', () => {
    const socket = new FakeSocket();
    trackConnection(socket);
    socket.connect();
    socket.active = false;
    socket.drop('io server disconnect');
    expect(status()).toBe('connecting');
  });
});
