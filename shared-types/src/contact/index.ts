import { z } from 'zod';
import '../zod-messages';
import { CONTACT_MESSAGES as M, CONTACT_STATUSES, CONTACT_TEXT_LIMITS as L, CONTACT_PAGE_SIZE, SERVICE_INTERESTS } from './model';

export * from './model';

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((v) => v || null);

/**
 * POST /api/contact (spec 000 section 5). Who sent it comes from the session when signed in,
 * never from the body.
 */
export const ZContactRequest = z.object({
  firstName: z.string({ error: M.firstName }).trim().min(1, M.firstName).max(L.firstName, `First name must be at most ${L.firstName} characters`),
  lastName: z.string({ error: M.lastName }).trim().min(1, M.lastName).max(L.lastName, `Last name must be at most ${L.lastName} characters`),
  email: z.string({ error: M.email }).trim().max(L.email, M.email).pipe(z.email(M.email)),
  phone: optionalText(L.phone, 'Phone'),
  // The form's 'no choice' is an empty string; stored as null.
  serviceInterest: z
    .preprocess((v) => (v === '' ? null : v), z.enum(SERVICE_INTERESTS, { error: M.serviceInterest }).nullable().optional())
    .transform((v) => v ?? null),
  message: z.string({ error: M.message }).trim().min(10, M.message).max(L.message, `Message must be at most ${L.message} characters`),
  isUrgent: z.boolean({ error: 'isUrgent must be true or false' }).default(false),
  smsOptIn: z.boolean({ error: 'smsOptIn must be true or false' }).default(false),
});
export type TContactRequest = z.input<typeof ZContactRequest>;

const flag = z.enum(['true', 'false'], { error: 'urgent must be true or false' }).transform((v) => v === 'true');

/** GET /api/contacts filters and paging. */
export const ZContactListQuery = z.object({
  status: z.enum(CONTACT_STATUSES, { error: 'status must be new, read or handled' }).optional(),
  urgent: flag.optional(),
  serviceInterest: z.enum(SERVICE_INTERESTS, { error: M.serviceInterest }).optional(),
  page: z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(10_000, 'page is too large').default(1),
  pageSize: z.coerce.number({ error: 'pageSize must be a number' }).int('pageSize must be a whole number').min(1, 'pageSize must be at least 1').max(100, 'pageSize must be at most 100').default(CONTACT_PAGE_SIZE),
});
export type TContactListQuery = z.input<typeof ZContactListQuery>;
