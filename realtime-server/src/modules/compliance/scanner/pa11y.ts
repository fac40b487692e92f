import { createRequire } from 'node:module';
import type { Browser, Page } from 'puppeteer';

/** The part of pa11y 9's API the scanner uses (pa11y is CommonJS and ships no type declarations). */
export type Pa11yIssue = {
  code: string;
  type: 'error' | 'warning' | 'notice';
  message: string;
  context: string | null;
  selector: string | null;
  runner: string;
  runnerExtras?: Record<string, unknown>;
};
export type Pa11yResults = { documentTitle: string; pageUrl: string; issues: Pa11yIssue[] };
export type Pa11yOptions = {
  browser?: Browser;
  page?: Page;
  ignoreUrl?: boolean;
  runners?: string[];
  standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
  includeWarnings?: boolean;
  includeNotices?: boolean;
  timeout?: number;
  log?: { debug: (m: string) => void; info: (m: string) => void; error: (m: string) => void };
};
export type Pa11y = (url: string, options?: Pa11yOptions) => Promise<Pa11yResults>;

export const pa11y = createRequire(import.meta.url)('pa11y') as Pa11y;
