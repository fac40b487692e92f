import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { TSelfSummary } from '@app/shared-types/compliance/acr/model';
import { SELF_ACR_HREF, useSelfSummary } from '../api/accessibility-self';
import { TextLink } from './LegalLayout';

const when = (iso: string) => dayjs(iso).format('MMMM D, YYYY [at] h:mm A');

/** The figures of the last run, in words a visitor can check; nothing shown that did not happen. */
export function SelfResults({ summary }: { summary: TSelfSummary }) {
  const run = summary.lastRun;
  const runningNote = summary.running ? <p>A new run is in progress; these results will be replaced when it finishes.</p> : null;
  if (!run) {
    return (
      <>
        <p>Our scanner has not run on this site yet, so there are no results to publish. They will appear here after the first run.</p>
        {runningNote}
      </>
    );
  }
  if (run.status === 'failed') {
    return (
      <>
        <p>The last run, started {when(run.startedAt)}, could not scan our pages ({run.failedPages} of {run.pages} failed), so there are no current results to publish.</p>
        {runningNote}
      </>
    );
  }
  return (
    <>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 0.5, m: 0, mb: 2, '& dt': { fontWeight: 700 }, '& dd': { m: 0 } }}>
        <dt>Score</dt>
        <dd>{run.score === null ? 'No page could be scored' : `${run.score}% of automated checks passed`}</dd>
        <dt>Open issue groups</dt>
        <dd>{run.openGroups === 0 ? 'None' : `${run.openGroups} (each one rule on one component, however many pages)`}</dd>
        <dt>Last run</dt>
        <dd>
          {when(run.completedAt ?? run.startedAt)}, {run.pages} public {run.pages === 1 ? 'page' : 'pages'}
          {run.failedPages ? `, ${run.failedPages} could not be scanned` : ''}
        </dd>
      </Box>
      {runningNote}
      {summary.acrAvailable ? (
        <p>
          Accessibility Conformance Report from this run: <TextLink href={SELF_ACR_HREF.yaml}>download OpenACR (YAML)</TextLink> or{' '}
          <TextLink href={SELF_ACR_HREF.html}>read it as a web page</TextLink>. Criteria our team has not evaluated by hand are marked Not Evaluated, never Supports.
        </p>
      ) : null}
    </>
  );
}

/**
 * This site's own live results (issue 26 §4): our scanner checks every public page daily and after
 * each release. Loaded after the page renders, so the prerendered page never shows stale figures.
 */
export function SelfConformance() {
  const state = useSelfSummary();
  return (
    <Box aria-live="polite">
      <p>Our own accessibility scanner checks every public page of this site, as a visitor sees it, every day and after each release. Automated checks find only part of the barriers WCAG describes; we review the rest by hand.</p>
      {state.status === 'loading' ? (
        <Typography color="text.secondary">Loading our latest results…</Typography>
      ) : state.status === 'error' ? (
        <p>Our latest results could not be loaded. Please try again later.</p>
      ) : (
        <SelfResults summary={state.summary} />
      )}
    </Box>
  );
}
