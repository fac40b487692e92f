import type { Connection } from 'mongoose';
import type { Logger } from '../../../logger';
import type { RealtimeEmitter } from '../../../realtime/emitter';
import type { InteractiveParts, SessionAccess } from '../contracts';
import { interactiveModels } from './interactive.deps';
import { interactiveEvents } from './interactive.events';
import { interactiveRoutes } from './interactive.routes';
import { seedInteractiveDemo } from './interactive.seed';
import { createInteractiveServices } from './interactive.services';
import { interactiveSocket } from './interactive.socket';

export type InteractiveDeps = {
  db: Connection;
  emitter: RealtimeEmitter;
  logger: Logger;
  access: SessionAccess;
};

/** Polls, Q&A, breakout rooms, resources, controls and the panel snapshot. */
export function createInteractive({ db, emitter, logger, access }: InteractiveDeps): InteractiveParts {
  const models = interactiveModels(db);
  const services = createInteractiveServices({ models, access, events: interactiveEvents(emitter), logger });
  return {
    routes: interactiveRoutes(services),
    onSocket: interactiveSocket(services),
    models: Object.values(models),
    seedDemo: (input) => seedInteractiveDemo(services, input),
    removeUser: services.removeUser,
    stop: services.stop,
  };
}
