import { beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '../../lib/toast-store';
import { FakeSocket } from '../../test/fake-socket';
import { listenForCancellations, SESSION_CANCELLED_TITLE, sessionCancelledText } from './use-live-session-cancelled-toast';

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('live session cancellation toast', () => {
  it('shows a toast naming the session when the user room says it was cancelled, until stopped', () => {
    const socket = new FakeSocket();
    const stop = listenForCancellations(socket);
    socket.fire('live-session:cancelled', { sessionId: 's1', title: 'Year-end payroll' });
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: SESSION_CANCELLED_TITLE, description: sessionCancelledText('Year-end payroll'), variant: 'destructive' });
    stop();
    useToastStore.setState({ toasts: [] });
    socket.fire('live-session:cancelled', { sessionId: 's2', title: 'Other' });
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });
});
