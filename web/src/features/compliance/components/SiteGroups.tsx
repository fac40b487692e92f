import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { DECISION_LABELS, type TIssueGroup, type TIssueSeverity } from '@app/shared-types/compliance/model';
import { useIssueGroups } from '../api/triage';
import { TriageControl } from './TriageControl';

const SEVERITY_COLOR: Record<TIssueSeverity, 'error' | 'warning' | 'info' | 'default'> = { critical: 'error', serious: 'warning', moderate: 'info', minor: 'default' };
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

function GroupCard({ group, onChanged }: { group: TIssueGroup; onChanged: () => void }) {
  const headingId = useId();
  return (
    <Card component="li" variant="outlined" aria-labelledby={headingId} sx={{ listStyle: 'none' }} data-group={`${group.rule} ${group.selector}`}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography id={headingId} component="h4" variant="subtitle1" sx={{ fontWeight: 700, flex: '1 1 240px', wordBreak: 'break-all' }}>
            <code>{group.selector || 'the page'}</code>: {group.message}
          </Typography>
          <Chip size="small" color={SEVERITY_COLOR[group.severity]} label={group.severity[0]!.toUpperCase() + group.severity.slice(1)} />
          {group.decision ? <Chip size="small" color="success" variant="outlined" label={`${DECISION_LABELS[group.decision.decision]} (site)`} /> : null}
        </Box>
        <Typography variant="body2">
          Rule <code>{group.rule}</code>: {plural(group.instances, 'instance')} on {plural(group.pages, 'page')}
          {group.decidedInstances ? ` · ${group.decidedInstances} decided` : ''}
        </Typography>
        <TriageControl fingerprint={group.fingerprints[0]!} label={`${group.rule} at ${group.selector || 'the page'} (${plural(group.pages, 'page')})`} current={group.decision} defaultScope="site" onChanged={onChanged} />
      </CardContent>
    </Card>
  );
}

/** A site scan's issues grouped by component (rule and normalised selector), most impactful fix first. */
export function SiteGroups({ siteScanId, label }: { siteScanId: string; label: string }) {
  const [round, setRound] = useState(0);
  const { groups, error } = useIssueGroups(siteScanId, round);
  if (error) return <Typography color="error.main">The issue groups could not be loaded.</Typography>;
  if (!groups) return <CircularProgress size={24} aria-label="Loading issue groups" />;
  if (groups.length === 0) return <Typography color="text.secondary">No violations found on this site.</Typography>;
  return (
    <Box component="ul" aria-label={`Issue groups of ${label}`} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {groups.map((group) => (
        <GroupCard key={`${group.rule}|${group.selector}`} group={group} onChanged={() => setRound((r) => r + 1)} />
      ))}
    </Box>
  );
}
