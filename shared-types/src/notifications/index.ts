import { z } from 'zod';
import '../zod-messages';
import { EMAIL_MODES, NOTIFICATION_PAGE_DEFAULT, NOTIFICATION_PAGE_MAX, NOTIFICATION_TYPES, type TNotificationType } from './model';

export * from './model';

const KNOWN_TYPES: ReadonlySet<string> = new Set(NOTIFICATION_TYPES);
const typeError = { error: `type must be one of: ${NOTIFICATION_TYPES.join(', ')}` };

/** GET /api/notifications?unread=&type=&before=&limit= (before: the opaque cursor of the last row seen). */
export const ZNotificationListQuery = z.object({
  unread: z
    .enum(['true', 'false'], { error: 'unread must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
  type: z.enum(NOTIFICATION_TYPES, typeError).optional(),
  before: z.string({ error: 'before must be a cursor' }).max(200, 'Invalid cursor').optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(NOTIFICATION_PAGE_MAX, `limit must be at most ${NOTIFICATION_PAGE_MAX}`)
    .default(NOTIFICATION_PAGE_DEFAULT),
});
export type TNotificationListQuery = z.input<typeof ZNotificationListQuery>;

const ZPreference = z.strictObject(
  {
    muted: z.boolean({ error: 'muted must be true or false' }).optional(),
    email: z.enum(EMAIL_MODES, { error: `email must be one of: ${EMAIL_MODES.join(', ')}` }).optional(),
    sms: z.boolean({ error: 'sms must be true or false' }).optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown channel: ${issue.keys.join(', ')}` : 'Each preference must be an object') },
);

/**
 * PUT /api/notifications/preferences: the kinds to change, each with the channels to change. Unknown
 * kinds and channels are refused with the field named (never silently dropped).
 */
export const ZNotificationPreferencesUpdate = z.strictObject(
  {
    types: z
      .record(z.string(), ZPreference, { error: 'types must be an object' })
      .superRefine((types, ctx) => {
        for (const key of Object.keys(types)) {
          if (!KNOWN_TYPES.has(key)) ctx.addIssue({ code: 'custom', path: [key], message: `Unknown notification type: ${key}` });
        }
      })
      .transform((types) => types as Partial<Record<TNotificationType, z.output<typeof ZPreference>>>),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : 'Expected an object with types') },
);
export type TNotificationPreferencesUpdate = z.input<typeof ZNotificationPreferencesUpdate>;

/**
 * `:id` of POST /api/notifications/{id}/read. Unlike other routes (where an id that cannot exist is a
 * 404), a malformed id here is a 400 naming the field; a well-formed id of another member's
 * notification is the 404.
 */
export const ZNotificationIdParam = z.object({ id: z.string({ error: 'id must be a notification id' }).regex(/^[0-9a-f]{24}$/i, 'id must be a notification id') });
