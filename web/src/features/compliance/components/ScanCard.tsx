import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import ReplayIcon from '@mui/icons-material/Replay';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { TScan } from '@app/shared-types/compliance/model';
import { ConfirmDialog } from '../../../lib/ui/ConfirmDialog';
import { useDeleteScan, useRetryScan } from '../api/failed-scans';
import { ScanProgress } from './ScanProgress';

const STATUS_COLOR = { running: 'info', completed: 'success', failed: 'error' } as const;
const STATUS_LABEL = { running: 'Running', completed: 'Completed', failed: 'Failed' } as const;

export const exportHref = (kind: 'scans' | 'site-scans', id: string, format: 'yaml' | 'html') => `/api/compliance/${kind}/${encodeURIComponent(id)}/export?format=${format}`;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** Export Report: the conformance report as printable HTML or as OpenACR YAML. */
export function ExportMenu({ kind, id, label }: { kind: 'scans' | 'site-scans'; id: string; label: string }) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<DownloadIcon aria-hidden />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-label={`Export Report for ${label}`}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        Export Report
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem component="a" href={exportHref(kind, id, 'html')} target="_blank" rel="noopener" onClick={() => setAnchor(null)}>
          Printable report (HTML, opens in a new tab)
        </MenuItem>
        <MenuItem component="a" href={exportHref(kind, id, 'yaml')} download onClick={() => setAnchor(null)}>
          OpenACR YAML (download)
        </MenuItem>
      </Menu>
    </>
  );
}

/** A failed scan can be run again (it counts as a new scan this hour) or removed, after a question. */
function FailedScanActions({ scan }: { scan: TScan }) {
  const retry = useRetryScan();
  const remove = useDeleteScan();
  const [asking, setAsking] = useState(false);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button size="small" variant="contained" startIcon={<ReplayIcon aria-hidden />} disabled={retry.pending} onClick={() => void retry.run(scan)} aria-label={`Retry scan of ${scan.url}`}>
        {retry.pending ? 'Retrying…' : 'Retry'}
      </Button>
      <Button size="small" variant="outlined" color="error" startIcon={<DeleteOutlineIcon aria-hidden />} onClick={() => setAsking(true)} aria-label={`Remove scan of ${scan.url}`}>
        Remove
      </Button>
      <ConfirmDialog
        open={asking}
        title="Remove this scan?"
        text={`The failed scan of ${scan.url} will be deleted. This cannot be undone.`}
        confirmLabel="Remove Scan"
        pending={remove.pending}
        onConfirm={() => void remove.run(scan).then(() => setAsking(false))}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}

/** One scan: score, checks passed out of total, critical and total issues, duration in seconds. */
export function ScanCard({ scan, onViewDetails }: { scan: TScan; onViewDetails: (scan: TScan) => void }) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId} data-scan-id={scan.id}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, wordBreak: 'break-all', flex: '1 1 240px' }}>
            {scan.url}
          </Typography>
          <Chip size="small" color={STATUS_COLOR[scan.status]} label={STATUS_LABEL[scan.status]} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {new Date(scan.scanDate).toLocaleString()}
          {scan.scanType !== 'manual' ? ` · ${scan.scanType}` : ''}
        </Typography>
        {scan.status === 'running' ? <ScanProgress scan={scan} /> : null}
        {scan.status === 'failed' ? (
          <>
            <Typography variant="body2" color="error.main" sx={{ fontWeight: 600 }}>
              {scan.error ?? 'The scan failed.'}
            </Typography>
            <FailedScanActions scan={scan} />
          </>
        ) : null}
        {scan.status === 'completed' ? (
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(5, 1fr)' } }}>
            <Fact label="Score" value={`${scan.score ?? 0}%`} />
            <Fact label="Checks passed" value={`${scan.passedChecks} of ${scan.totalChecks}`} />
            <Fact label="Critical issues" value={String(scan.criticalIssues)} />
            <Fact label="Total issues" value={String(scan.totalIssues)} />
            <Fact label="Duration" value={`${(scan.scanDuration ?? 0).toFixed(1)} s`} />
          </Box>
        ) : null}
        {scan.status === 'completed' ? (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button size="small" variant="contained" startIcon={<VisibilityIcon aria-hidden />} onClick={() => onViewDetails(scan)} aria-label={`View Details for ${scan.url}`}>
              View Details
            </Button>
            <ExportMenu kind="scans" id={scan.id} label={scan.url} />
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
