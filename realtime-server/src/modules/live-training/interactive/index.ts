import { Router } from 'express';
import type { Connection } from 'mongoose';
import type { Logger } from '../../../logger';
import type { RealtimeEmitter } from '../../../realtime/emitter';
import type { InteractiveParts, SessionAccess } from '../contracts';

export type InteractiveDeps = {
  db: Connection;
  emitter: RealtimeEmitter;
  logger: Logger;
  access: SessionAccess;
};

/** Polls, Q&A, breakout rooms, resources, controls and the panel snapshot (placeholder until built). */
export function createInteractive(_deps: InteractiveDeps): InteractiveParts {
  return {
    routes: Router(),
    onSocket: () => {},
    models: [],
    seedDemo: async () => {},
    removeUser: async () => {},
    stop: () => {},
  };
}
