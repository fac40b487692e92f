/**
 * Types of the static marketing data (spec 000 section 3, "Static marketing data").
 * Field names follow the spec; a few optional fields are added where the page needs them
 * (noted per field).
 */

import type { TSamStepId } from '@app/shared-types/sam-registration/model';

export type TTierId = 'basic' | 'standard' | 'premium';
export const TIER_IDS: readonly TTierId[] = ['basic', 'standard', 'premium'];

/** The six services, each with its anchor on /services (#bookkeeping ... #auditing). */
export type TServiceId = 'bookkeeping' | 'tax' | 'hr' | 'cfo' | 'business-development' | 'auditing';

/** How a price is charged; 'month' renders as "$500/month", the others as "$200 per return". */
export type TBillingUnit = 'month' | 'return' | 'project' | 'employee';

export type TServiceTier = {
  id: TTierId;
  name: string;
  /** Price text, e.g. "$850" or "Custom". */
  price: string;
  billingUnit: TBillingUnit;
  description: string;
  features: string[];
  popular: boolean;
  governmentReady: boolean;
};

/** What every step, item and entry of the marketing content shows first: its title and a sentence or two about it. */
type TDescribed = { title: string; description: string };

export type TComparisonValue = boolean | string;

export type TComparisonFeature = {
  name: string;
  basic: TComparisonValue;
  standard: TComparisonValue;
  premium: TComparisonValue;
};

export type TComparisonService = {
  id: TServiceId;
  name: string;
  description: string;
  basicPrice: string;
  standardPrice: string;
  premiumPrice: string;
  /** Added: the package names of the three columns, used in the selection summary. */
  tierNames: Record<TTierId, string>;
  features: TComparisonFeature[];
};

/**
 * A SAM registration step's texts (spec 000 section 3). Its status is each member's own, saved on the
 * server (shared-types sam-registration), not part of the static content: the spec's fixed sample
 * statuses were a placeholder of the original.
 */
export type TSamStep = TDescribed & {
  id: TSamStepId;
  detailedDescription: string;
  timeframe: string;
  requirements: string[];
};

export type TUrgency = 'Critical' | 'High' | 'Medium' | 'Low';

export type TComplianceItem = TDescribed & {
  id: string;
  urgency: TUrgency;
  timeframe: string;
  completed: boolean;
  requiresAssistance?: boolean;
};

export type TComplianceCategory = TDescribed & {
  id: string;
  items: TComplianceItem[];
};

export type TGovernmentRequirement = TDescribed & {
  urgency: TUrgency;
  deadline: string;
};

export type TRegistrationStep = TDescribed & {
  step: number;
  timeframe: string;
};

export type TServiceEntry = TDescribed & {
  id: TServiceId;
  features: string[];
  /** The services page's price text, e.g. "From $500/month". */
  pricing: string;
};

export type TPortalDocumentType = 'PDF' | 'ZIP';
export type TPortalDocumentCategory = 'Financial' | 'Tax' | 'Compliance';

export type TPortalDocument = {
  id: string;
  name: string;
  type: TPortalDocumentType;
  /** ISO date (yyyy-MM-dd). */
  date: string;
  category: TPortalDocumentCategory;
  /** Added: shown in the document's detail dialog. */
  summary?: string;
  /** Added: approximate size text for the detail dialog. */
  size?: string;
};

export type TPortalMessage = {
  id: string;
  from: string;
  subject: string;
  /** ISO date (yyyy-MM-dd). */
  date: string;
  unread: boolean;
  /** Added: the message text shown when it is read. */
  body?: string;
};
