import type { ReactNode } from 'react';
import { visuallyHidden } from './visually-hidden';

/** Text for screen readers only, e.g. "(opens in a new tab)" after an external link. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={visuallyHidden}>{children}</span>;
}
