import { billingSources } from './billing';
import { communitySources } from './community';
import { complianceSources } from './compliance';
import { contactSources } from './contact';
import { consultationsSources } from './consultations';
import { liveTrainingSources } from './live-training';
import { membershipSources } from './membership';
import type { SourceKit } from './source-kit';

/** Every source of the centre: other modules' domain events, each turned into notify() calls. */
export function connectSources(kit: SourceKit): void {
  communitySources(kit);
  liveTrainingSources(kit);
  membershipSources(kit);
  billingSources(kit);
  consultationsSources(kit);
  complianceSources(kit);
  contactSources(kit);
}

export type { SourceKit };
