import type { TWcagLevel } from '@app/shared-types/compliance/model';

/** WCAG success criteria named by axe's tags ("wcag143" -> "1.4.3"). */
export function wcagCriteria(tags: string[]): string[] {
  const found: string[] = [];
  for (const tag of tags) {
    const m = /^wcag(\d)(\d)(\d{1,2})$/.exec(tag);
    if (m) found.push(`${m[1]}.${m[2]}.${m[3]}`);
  }
  return found;
}

/** The conformance level of an axe rule from its tags; best-practice rules have none. */
export function wcagLevel(tags: string[]): TWcagLevel | null {
  if (tags.some((t) => /^wcag2\d?a$/.test(t))) return 'A';
  if (tags.some((t) => /^wcag2\d?aa$/.test(t))) return 'AA';
  if (tags.some((t) => /^wcag2\d?aaa$/.test(t))) return 'AAA';
  return null;
}

/**
 * The Revised Section 508 provision a rule falls under: E205.4 (and E207.2 for software, E205.4 for
 * content) incorporates WCAG 2.0 Level A and AA by reference, so only rules tagged for WCAG 2.0
 * A/AA map; WCAG 2.1-only and best-practice rules are not 508 requirements.
 */
export function section508Rule(tags: string[]): string | null {
  if (!tags.includes('wcag2a') && !tags.includes('wcag2aa')) return null;
  const criteria = wcagCriteria(tags);
  return `E205.4 (WCAG 2.0 ${criteria.length ? criteria.join(', ') : 'A/AA'})`;
}
