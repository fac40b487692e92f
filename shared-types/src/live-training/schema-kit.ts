import { z } from 'zod';

/** A route id or a command's id: 24 hex digits, else "not found" (an id that cannot exist is like one that does not). */
export const objectId = (message = 'Not found') => z.string().regex(/^[0-9a-f]{24}$/i, message);
