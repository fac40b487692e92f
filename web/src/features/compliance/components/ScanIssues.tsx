import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TIssue, TScan } from '@app/shared-types/compliance/model';
import { IssueList } from './IssueList';

/**
 * A scan's results as a person works with them: the violations that count, the ones a decision
 * holds (listed apart), and the "needs review" items axe could not decide, each with its count;
 * and what changed since the previous scan of the page.
 */
export function ScanIssues({ scan, issues, onChanged }: { scan: TScan; issues: TIssue[]; onChanged: () => void }) {
  const id = useId();
  const violations = issues.filter((i) => i.kind === 'violation');
  const open = violations.filter((i) => !i.decision);
  const decided = violations.filter((i) => i.decision);
  const review = issues.filter((i) => i.kind === 'needs-review');
  const sections = [
    { key: 'open', title: `Violations (${open.length})`, list: open, empty: 'No undecided violations found by the automated checks.' },
    { key: 'decided', title: `Decided (${decided.length})`, list: decided, empty: 'No decisions hold for this scan.' },
    { key: 'review', title: `Needs review (${review.length})`, list: review, empty: 'Nothing for a person to review.' },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography data-testid="scan-changes">
        Since the previous scan of this page: {scan.newCount} new, {scan.existingCount} still there, {scan.fixedCount} fixed.
      </Typography>
      {sections.map((section) => (
        <Box key={section.key} component="section" aria-labelledby={`${id}-${section.key}`} sx={{ display: 'grid', gap: 1 }}>
          <Typography id={`${id}-${section.key}`} variant="h6" component="h3" sx={{ fontWeight: 700 }}>
            {section.title}
          </Typography>
          {section.key === 'review' ? (
            <Typography variant="body2" color="text.secondary">
              Checks axe could not decide by itself. They never count in the score; a person decides them.
            </Typography>
          ) : null}
          <IssueList issues={section.list} empty={section.empty} label={section.title.replace(/ \(\d+\)$/, '')} triage onChanged={onChanged} />
        </Box>
      ))}
    </Box>
  );
}
