import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { TAcrDiff, TAcrVersionSummary } from '@app/shared-types/compliance/acr/model';
import { errorMessage } from '../../../lib/api-client';
import { loadDiff } from './acr-api';
import { describeChange, exportHref, previousVersion } from './acr-model';

function Comparison({ diff }: { diff: TAcrDiff }) {
  if (!diff.changed.length) return <Typography variant="body2">No criterion changed since version {diff.from.number}.</Typography>;
  return (
    <Box component="ul" aria-label={`Changes from version ${diff.from.number} to ${diff.to.number}`} sx={{ m: 0, pl: 2 }}>
      {diff.changed.map((c) => (
        <li key={c.num}>
          <Typography variant="body2">
            <strong>
              {c.num} {c.handle}
            </strong>
            : {describeChange(c)}
          </Typography>
        </li>
      ))}
    </Box>
  );
}

function VersionCard({ version, previous }: { version: TAcrVersionSummary; previous: TAcrVersionSummary | null }) {
  const headingId = useId();
  const [diff, setDiff] = useState<{ data: TAcrDiff | null; error: string | null; pending: boolean }>({ data: null, error: null, pending: false });
  const compare = () => {
    if (!previous) return;
    setDiff({ data: null, error: null, pending: true });
    loadDiff(version.id, previous.id).then(
      (data) => setDiff({ data, error: null, pending: false }),
      (err: unknown) => setDiff({ data: null, error: errorMessage(err), pending: false }),
    );
  };
  return (
    <Card component="li" variant="outlined" aria-labelledby={headingId} sx={{ listStyle: 'none' }}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Version {version.number}
        </Typography>
        <Typography variant="body2">
          Created {dayjs(version.createdAt).format('MMM D, YYYY h:mm A')} by {version.createdBy.name}; scans of {version.pages.length} {version.pages.length === 1 ? 'page' : 'pages'} from {dayjs(version.scanDates!.from).format('MMM D, YYYY')}.{' '}
          {version.counts.supports} Supports, {version.counts['partially-supports']} Partially Supports, {version.counts['does-not-support']} Does Not Support.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Link href={exportHref(version.id, 'yaml')} download aria-label={`Download YAML of version ${version.number} (OpenACR)`}>
            Download YAML
          </Link>
          <Link href={exportHref(version.id, 'html')} target="_blank" rel="noopener" aria-label={`Open HTML of version ${version.number} (opens in a new tab)`}>
            Open HTML
          </Link>
          {previous ? (
            <Button size="small" variant="outlined" onClick={compare} disabled={diff.pending} aria-label={`Compare with previous: version ${version.number} against version ${previous.number}`}>
              Compare with previous
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary">
              First version
            </Typography>
          )}
        </Box>
        <Box aria-live="polite">
          {diff.error ? <Typography color="error.main">{diff.error}</Typography> : null}
          {diff.data ? <Comparison diff={diff.data} /> : null}
        </Box>
      </CardContent>
    </Card>
  );
}

/** The stored versions of the report, newest first: downloads, and each compared with the one before. */
export function AcrVersions({ versions }: { versions: TAcrVersionSummary[] }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Versions
      </Typography>
      {versions.length === 0 ? (
        <Typography variant="body2">No version yet. Create one to store the report as it stands and download it.</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {versions.map((v) => (
            <VersionCard key={v.id} version={v} previous={previousVersion(versions, v)} />
          ))}
        </Box>
      )}
    </Box>
  );
}
