export { getSocket, reconnectSocket, type AppSocket } from './socket';
export { useConnectionStore, type ConnectionStatus } from './connection-store';
export { useRoom } from './use-room';
export { useSocketEvent } from './use-socket-event';
export type { RoomJoinState } from './room-registry';
export { sendCommand, SocketCommandError, COMMAND_TIMEOUT_MS, type CommandName, type CommandPayload, type CommandResult, type SocketCommandFailure } from './send-command';
