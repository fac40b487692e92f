import { z } from 'zod';

/** CPE programs: the sponsor printed on certificates, and the attendance-check rule. */
export type CpeConfig = {
  /** The firm as CPE program sponsor (certificates name it). */
  sponsorName: string;
  /** Its NASBA National Registry sponsor id, printed when the firm has one. */
  sponsorId: string | null;
  /** Sponsor contact line printed on certificates (NASBA asks for the sponsor's contact information). */
  sponsorContact: string;
  /** Share of attendance checks to answer for credit (0..1); unset: all but one per credit offered. */
  requiredShare: number | null;
  /** The server runs random checks in CPE sessions (3 per credit); false only where a test runs its own. */
  autoChecks: boolean;
};

const ZCpeEnv = z.object({
  CPE_SPONSOR_NAME: z.string().trim().min(1).max(120).default('Capitol Ledger Advisory'),
  CPE_SPONSOR_ID: z.string().trim().max(40).optional(),
  CPE_SPONSOR_CONTACT: z.string().trim().max(200).default('Capitol Ledger Advisory, CPE Program Administration'),
  CPE_REQUIRED_CHECK_SHARE: z.coerce.number().min(0, 'CPE_REQUIRED_CHECK_SHARE is a share from 0 to 1').max(1, 'CPE_REQUIRED_CHECK_SHARE is a share from 0 to 1').optional(),
  CPE_AUTO_CHECKS: z.enum(['true', 'false']).default('true'),
});

export function loadCpeConfig(env: NodeJS.ProcessEnv): CpeConfig {
  const parsed = ZCpeEnv.safeParse(env);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n  '));
  const e = parsed.data;
  return {
    sponsorName: e.CPE_SPONSOR_NAME,
    sponsorId: e.CPE_SPONSOR_ID || null,
    sponsorContact: e.CPE_SPONSOR_CONTACT,
    requiredShare: e.CPE_REQUIRED_CHECK_SHARE ?? null,
    autoChecks: e.CPE_AUTO_CHECKS === 'true',
  };
}
