import { z } from 'zod';
import '../zod-messages';

export * from './model';

/** The OAuth callback's query: Google sends code and state, or error and state. */
export const ZGoogleCallbackQuery = z.object({
  state: z.string().max(100).optional(),
  code: z.string().max(512).optional(),
  error: z.string().max(100).optional(),
});
