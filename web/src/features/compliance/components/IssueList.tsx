import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DECISION_LABELS, type TIssue, type TIssueSeverity } from '@app/shared-types/compliance/model';
import { VisuallyHidden } from '../../../lib/ui/VisuallyHidden';
import { TriageControl } from './TriageControl';

const SEVERITY_COLOR: Record<TIssueSeverity, 'error' | 'warning' | 'info' | 'default'> = { critical: 'error', serious: 'warning', moderate: 'info', minor: 'default' };
const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** "New", "Still there" or "Regression", against the previous scan of the page. */
function ChangeBadge({ issue }: { issue: TIssue }) {
  if (issue.regression) return <Chip size="small" color="error" variant="outlined" label="Regression" />;
  return issue.change === 'new' ? <Chip size="small" color="primary" variant="outlined" label="New" /> : <Chip size="small" variant="outlined" label="Still there" />;
}

function IssueCard({ issue, triage, onChanged }: { issue: TIssue; triage: boolean; onChanged?: () => void }) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="li" aria-labelledby={headingId} sx={{ listStyle: 'none' }} data-rule={issue.ruleId}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, flex: '1 1 220px' }}>
            {issue.message}
          </Typography>
          <Chip size="small" color={SEVERITY_COLOR[issue.severity]} label={capital(issue.severity)} />
          {issue.wcagLevel ? <Chip size="small" variant="outlined" label={`WCAG ${issue.wcagLevel}${issue.wcagCriteria.length ? ` · ${issue.wcagCriteria.join(', ')}` : ''}`} /> : <Chip size="small" variant="outlined" label="Best practice" />}
          {issue.section508 ? <Chip size="small" variant="outlined" label="Section 508" /> : null}
          {issue.fingerprint ? <ChangeBadge issue={issue} /> : null}
          {issue.decision ? <Chip size="small" color="success" variant="outlined" label={`${DECISION_LABELS[issue.decision.decision]}${issue.decision.scope === 'site' ? ' (site)' : ''}`} /> : null}
        </Box>
        {issue.decision ? (
          <Typography variant="body2" color="text.secondary">
            Decided by {issue.decision.decidedBy.name} on {new Date(issue.decision.decidedAt).toLocaleDateString()}
            {issue.decision.expiresAt ? `, until ${new Date(issue.decision.expiresAt).toLocaleDateString()}` : ''}
            {issue.decision.reason ? `: ${issue.decision.reason}` : ''}
          </Typography>
        ) : null}
        <Typography variant="body2">{issue.description}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          Rule <code>{issue.ruleId}</code> · Element <code>{issue.element || 'page'}</code> · {issue.url}
        </Typography>
        {issue.html ? (
          <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'grey.100', borderRadius: 1, overflowX: 'auto', fontSize: '0.8rem', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {issue.html}
          </Box>
        ) : null}
        {issue.helpUrl ? (
          <Link href={issue.helpUrl} target="_blank" rel="noopener noreferrer" variant="body2">
            How to fix {issue.ruleId}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Link>
        ) : null}
        {triage && issue.fingerprint ? <TriageControl fingerprint={issue.fingerprint} label={`${issue.ruleId} at ${issue.selector || 'the page'}`} current={issue.decision} onChanged={onChanged} /> : null}
      </CardContent>
    </Card>
  );
}

/** Issues as cards; with `triage`, each has its triage control (`onChanged` after a decision). */
export function IssueList({ issues, empty, label, triage = false, onChanged }: { issues: TIssue[]; empty: string; label?: string; triage?: boolean; onChanged?: () => void }) {
  if (issues.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {issues.map((issue) => (
        <IssueCard key={issue.id} issue={issue} triage={triage} onChanged={onChanged} />
      ))}
    </Box>
  );
}
