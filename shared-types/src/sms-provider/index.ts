import { z } from 'zod';
import '../zod-messages';

export * from './model';

/** POST /api/sms/configure: both required after trimming (the settings page's save button mirrors it). */
export const ZSmsConfigure = z.object({
  clientId: z.string({ error: 'Please enter both the client ID and the client secret.' }).trim().min(1, 'Please enter both the client ID and the client secret.').max(200, 'Client ID is too long'),
  clientSecret: z.string({ error: 'Please enter both the client ID and the client secret.' }).trim().min(1, 'Please enter both the client ID and the client secret.').max(500, 'Client secret is too long'),
});
export type TSmsConfigure = z.input<typeof ZSmsConfigure>;

/** The OAuth callback's query (bounded: it comes from the outside). */
export const ZSmsCallbackQuery = z.object({
  state: z.string().max(100).optional(),
  code: z.string().max(512).optional(),
  error: z.string().max(100).optional(),
  error_description: z.string().max(500).optional(),
});
