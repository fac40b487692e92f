/**
 * The domain errors the panel's slices throw, taken from one place so a move of the app's error
 * type (issue 24's core AppError) touches this line only.
 */
export { badRequest, conflict, forbidden, isDuplicateKeyError, notFound, unauthenticated, upstreamFailed } from '../../../http/errors';
