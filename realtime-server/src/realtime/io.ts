import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { rooms, ZRoomRequest } from '@app/shared-types/realtime';
import type { TUser } from '@app/shared-types/auth';
import type { Logger } from '../logger';
import type { RedisConnection } from '../db/redis';
import type { RequestHandler } from 'express';
import { isSameOrigin } from '../same-origin';
import { defineHandler, type HandlerContext } from './define-handler';
import { createRoomAuthorization, type RoomAuthorizer } from './rooms';
import { internalRooms, type AppServer, type AppSocket } from './types';

type SessionRequest = IncomingMessage & { session?: { userId?: string }; sessionID?: string };

export type IoOptions = {
  httpServer: HttpServer;
  /** The HTTP session middleware: the session cookie identifies the socket at the handshake. */
  sessions: RequestHandler;
  findUser: (id: string) => Promise<TUser | null>;
  trustedOrigins: string[];
  /** TRUST_PROXY: whether a proxy's X-Forwarded-Proto tells the scheme the browser used. */
  trustProxy: boolean | number | string;
  /** Several app nodes: Socket.IO's Redis adapter carries events, rooms and fetchSockets between them. */
  redis: RedisConnection | undefined;
  logger: Logger;
};

/** Socket.IO on the app's HTTP server; the session cookie identifies the socket at the handshake. */
export async function createIo(options: IoOptions): Promise<{ io: AppServer; close: () => Promise<void> }> {
  const { httpServer, sessions, findUser, logger } = options;
  const trusted = new Set(options.trustedOrigins);
  const io: AppServer = new Server(httpServer, {
    serveClient: false,
    maxHttpBufferSize: 100_000,
    // Browsers send Origin on the handshake; a foreign page must not ride a member's cookie.
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      callback(null, !origin || trusted.has(origin) || isSameOrigin(origin, handshakeProtocol(req, options.trustProxy), req.headers.host));
    },
  });

  if (options.redis) {
    io.adapter(createAdapter(options.redis.adapterClient, options.redis.subscriber));
    logger.info('socket.io redis adapter enabled');
  }

  io.engine.use(sessions);
  io.use(async (socket, next) => {
    try {
      const req = socket.request as SessionRequest;
      const userId = req.session?.userId;
      socket.data.user = userId ? await findUser(userId) : null;
      socket.data.sessionId = socket.data.user && req.sessionID ? req.sessionID : null;
      next();
    } catch (error) {
      logger.error({ err: error }, 'socket authentication failed');
      next(new Error('Authentication failed'));
    }
  });

  return {
    io,
    close: async () => {
      await new Promise<void>((resolve) => io.close(() => resolve()));
    },
  };
}

/**
 * The scheme the browser used for the handshake, as Express's req.protocol works it out: TLS on
 * this socket, or the first X-Forwarded-Proto when proxies are trusted.
 */
function handshakeProtocol(req: IncomingMessage, trustProxy: IoOptions['trustProxy']): string {
  const own = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  const forwarded = req.headers['x-forwarded-proto'];
  if (!trustProxy || typeof forwarded !== 'string') return own;
  return forwarded.split(',')[0]!.trim() || own;
}

/** Per-connection wiring: personal rooms, the generic room join/leave, then each module's handlers. */
export function attachSocketHandlers(
  io: AppServer,
  {
    logger,
    authorizers,
    moduleHandlers,
    findUser,
  }: {
    logger: Logger;
    authorizers: Record<string, RoomAuthorizer>;
    moduleHandlers: ((ctx: HandlerContext) => void)[];
    findUser: (id: string) => Promise<TUser | null>;
  },
): void {
  const authorize = createRoomAuthorization(authorizers);
  const joinRoom = defineHandler(ZRoomRequest, async ({ socket }, { room }) => {
    const grant = await authorize(socket.data.user, room);
    await socket.join([room, ...(grant.alsoJoin ?? [])]);
    return undefined;
  });
  const leaveRoom = defineHandler(ZRoomRequest, async ({ socket }, { room }) => {
    // Sub-rooms granted with a room (`<room>#<suffix>`) are left with it.
    const subRooms = [...socket.rooms].filter((r) => r.startsWith(`${room}#`));
    await Promise.all([room, ...subRooms].map((r) => socket.leave(r)));
    return undefined;
  });

  io.on('connection', (socket: AppSocket) => {
    const ctx: HandlerContext = { socket, logger };
    const { user, sessionId } = socket.data;
    if (user) void socket.join(rooms.user(user.id));
    if (sessionId) void socket.join(internalRooms.browserSession(sessionId));
    // Every event is judged with the account as it is now (a role or premium change, a deleted
    // account), not as it was at the handshake; the lookup is served from the users cache.
    socket.use((_packet, next) => {
      const current = socket.data.user;
      if (!current) return next();
      findUser(current.id).then(
        (fresh) => {
          socket.data.user = fresh;
          next();
        },
        (err: unknown) => next(err instanceof Error ? err : new Error('User lookup failed')),
      );
    });
    socket.on('room:join', joinRoom(ctx));
    socket.on('room:leave', leaveRoom(ctx));
    for (const register of moduleHandlers) register(ctx);
  });
}
