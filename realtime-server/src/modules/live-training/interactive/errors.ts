/**
 * The domain errors the panel's slices throw, taken from one place (the core AppError of
 * src/errors; the HTTP status and socket ack are chosen at the edge).
 */
export { badRequest, conflict, forbidden, notFound, unauthenticated, upstreamFailed } from '../../../errors/app-error';
export { isDuplicateKeyError } from '../../../errors/model-errors';
