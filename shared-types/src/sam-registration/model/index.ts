/**
 * A member's own SAM registration checklist (spec 000 sections 3-4: SAM steps and their status),
 * without zod, for the home page's first load. The spec's fixed sample (step 1 completed, step 2 in
 * progress) was a placeholder of the original: each member's steps are their own, saved on the
 * server, and a new account starts with every step pending (0%).
 */

/** The four steps' ids, in order (their texts are in web/src/content/government.ts). */
export const SAM_STEP_IDS = ['assessment', 'submission', 'verification', 'maintenance'] as const;
export type TSamStepId = (typeof SAM_STEP_IDS)[number];

export const SAM_STEP_STATUSES = ['completed', 'in-progress', 'pending'] as const;
export type TSamStepStatus = (typeof SAM_STEP_STATUSES)[number];

export const SAM_STATUS_LABEL: Record<TSamStepStatus, string> = {
  completed: 'Completed',
  'in-progress': 'In Progress',
  pending: 'Pending',
};

export type TSamProgress = {
  completed: number;
  inProgress: number;
  total: number;
  /** (completed + 0.5 x in-progress) / total x 100, unrounded; 0 when there are no steps. */
  percent: number;
};

/** Spec 000 section 4: overall SAM progress, shown to a signed-in member. */
export function samProgress(steps: readonly { status: TSamStepStatus }[]): TSamProgress {
  const count = (status: TSamStepStatus) => steps.filter((s) => s.status === status).length;
  const completed = count('completed');
  const inProgress = count('in-progress');
  const total = steps.length;
  const percent = total === 0 ? 0 : ((completed + 0.5 * inProgress) / total) * 100;
  return { completed, inProgress, total, percent };
}

/** GET and PUT /api/sam-registration answer the member's four steps (pending until set) and the progress from them. */
export type TSamRegistration = {
  steps: { id: TSamStepId; status: TSamStepStatus; updatedAt: string | null }[];
  progress: TSamProgress;
};

export const SAM_REGISTRATION_MESSAGES = {
  stepNotFound: 'SAM registration step not found',
  statusInvalid: 'Status must be completed, in-progress or pending',
  signIn: 'Sign in to track your SAM registration.',
  saveFailed: 'Failed to save your step. Please try again.',
} as const;
