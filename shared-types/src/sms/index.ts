import { z } from 'zod';
import '../zod-messages';
import { PLAN_IDS } from '../membership/model';
import { AUDIENCES, CAMPAIGN_TYPES, SMS_GUIDANCE_CHARS, SMS_IMPORT_MAX, SMS_MESSAGES as M, SMS_TEXT_LIMITS as L } from './model';

export * from './model';

/** POST /api/sms-campaigns (spec 001 section 5): the spec's messages; tier-specific defaults to starter, others clear it. */
export const ZCreateCampaign = z
  .object({
    name: z.string({ error: M.required }).trim().min(1, M.required).max(L.name, `Campaign name must be at most ${L.name} characters`),
    message: z.string({ error: M.required }).trim().min(1, M.required).max(SMS_GUIDANCE_CHARS, M.tooLong),
    campaignType: z.enum(CAMPAIGN_TYPES, { error: 'campaignType must be training, promotion, reminder or announcement' }),
    targetAudience: z.enum(AUDIENCES, { error: 'targetAudience must be all, members, non-members or tier-specific' }),
    tierTarget: z.enum(PLAN_IDS, { error: 'tierTarget must be free, starter, professional or premium' }).nullable().optional(),
    // Empty means "schedule for later" was ticked without a time: an error, not a silent draft.
    scheduledAt: z.string({ error: 'scheduledAt must be a date and time' }).min(1, M.scheduleTimeRequired).pipe(z.iso.datetime({ offset: true, error: 'scheduledAt must be a date and time' })).nullable().optional(),
  })
  .transform((c) => ({ ...c, tierTarget: c.targetAudience === 'tier-specific' ? (c.tierTarget ?? 'starter') : null, scheduledAt: c.scheduledAt ? new Date(c.scheduledAt) : null }));
export type TCreateCampaign = z.input<typeof ZCreateCampaign>;

/** POST /api/sms-subscribers/import: phone numbers (with optional names) an operator has consent for. */
export const ZSubscriberImport = z.object({
  subscribers: z
    .array(
      z.object({
        phone: z.string({ error: 'phone is required' }).trim().min(1, 'phone is required').max(L.phone, `phone must be at most ${L.phone} characters`),
        firstName: z.string().trim().max(L.firstName).nullable().optional(),
        lastName: z.string().trim().max(L.lastName).nullable().optional(),
        email: z.string().trim().max(L.email).pipe(z.email('Invalid email')).nullable().optional(),
      }),
      { error: 'subscribers must be a list' },
    )
    .min(1, 'Add at least one phone number')
    .max(SMS_IMPORT_MAX, `Import at most ${SMS_IMPORT_MAX} numbers at once`),
});
export type TSubscriberImport = z.input<typeof ZSubscriberImport>;
