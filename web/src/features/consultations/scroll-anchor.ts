import { createScrollAnchor } from '../../lib/ui/scroll-anchor';

/** The schedule's cards (`data-consultation-id`) stay where the reader sees them as live changes arrive (lib/ui/scroll-anchor.ts). */
export const { rememberAnchor, forgetAnchor, restoreAnchor } = createScrollAnchor('consultationId');
