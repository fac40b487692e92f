import { z } from 'zod';
import '../zod-messages';

/** `:id` route parameters are MongoDB ObjectIds; anything else cannot exist, so it is a 404. */
export const ZObjectIdParam = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/i, 'Not found') });

export { countChars } from './text';
