import type { TSamStep, TSamStepStatus } from '../../../content/types';

export type TSamProgress = {
  completed: number;
  inProgress: number;
  total: number;
  /** (completed + 0.5 x in-progress) / total x 100, unrounded; 0 when there are no steps. */
  percent: number;
};

/** Spec 000 section 4: overall SAM progress, shown in client mode. */
export function samProgress(steps: readonly Pick<TSamStep, 'status'>[]): TSamProgress {
  const count = (status: TSamStepStatus) => steps.filter((s) => s.status === status).length;
  const completed = count('completed');
  const inProgress = count('in-progress');
  const total = steps.length;
  const percent = total === 0 ? 0 : ((completed + 0.5 * inProgress) / total) * 100;
  return { completed, inProgress, total, percent };
}

/** The one expanded step: clicking the open step closes it, clicking another opens that one. */
export function toggleExpanded(current: string | null, clicked: string): string | null {
  return current === clicked ? null : clicked;
}

export const SAM_STATUS_LABEL: Record<TSamStepStatus, string> = {
  completed: 'Completed',
  'in-progress': 'In Progress',
  pending: 'Pending',
};
