import { SAM_STATUS_LABEL, samProgress, type TSamProgress, type TSamRegistration, type TSamStepId, type TSamStepStatus } from '@app/shared-types/sam-registration/model';

// The formula and labels live with the server's (shared-types): one source for the member's percent.
export { SAM_STATUS_LABEL, samProgress, type TSamProgress, type TSamStepStatus };

/** The one expanded step: clicking the open step closes it, clicking another opens that one. */
export function toggleExpanded(current: string | null, clicked: string): string | null {
  return current === clicked ? null : clicked;
}

/** The member's status of a step (pending for a step the server did not list). */
export const statusOf = (registration: TSamRegistration, stepId: TSamStepId): TSamStepStatus =>
  registration.steps.find((s) => s.id === stepId)?.status ?? 'pending';
