import { ZObjectIdParam } from '@app/shared-types/common';
import { notFound } from '../errors/app-error';

/** The `:id` of a route; an id that cannot exist answers 404 like a missing one. */
export function idParam(params: unknown, message = 'Not found'): string {
  const parsed = ZObjectIdParam.safeParse(params);
  if (!parsed.success) throw notFound(message);
  return parsed.data.id;
}
