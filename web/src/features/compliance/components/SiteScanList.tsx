import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TSiteScan } from '@app/shared-types/compliance/model';
import { ExportMenu } from './ScanCard';
import { SiteGroups } from './SiteGroups';

const STATUS = { running: ['info', 'Running'], completed: ['success', 'Completed'], failed: ['error', 'Failed'] } as const;

function SiteScanCard({ site }: { site: TSiteScan }) {
  const headingId = useId();
  const [color, label] = STATUS[site.status];
  const [showGroups, setShowGroups] = useState(false);
  return (
    <Card component="li" variant="outlined" aria-labelledby={headingId} sx={{ listStyle: 'none' }}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, wordBreak: 'break-all', flex: '1 1 240px' }}>
            Site: {site.startUrl}
          </Typography>
          <Chip size="small" color={color} label={label} />
        </Box>
        <Typography variant="body2">
          {site.completedPages} of {site.pages} pages scanned
          {site.failedPages ? `, ${site.failedPages} failed` : ''}
          {site.source ? ` (pages from ${site.source === 'sitemap' ? 'sitemap.xml' : 'links on the start page'})` : ''}
          {site.score !== null ? ` · Site score ${site.score}%` : ''}
          {site.profileId ? ' · signed in with a site profile' : ''}
        </Typography>
        {site.error ? (
          <Typography variant="body2" color="error.main">
            {site.error}
          </Typography>
        ) : null}
        {site.status === 'completed' ? (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <ExportMenu kind="site-scans" id={site.id} label={`site ${site.startUrl}`} />
            <Button size="small" aria-expanded={showGroups} aria-controls={`${headingId}-groups`} onClick={() => setShowGroups((s) => !s)} aria-label={`${showGroups ? 'Hide' : 'Show'} issue groups of ${site.startUrl}`}>
              {showGroups ? 'Hide issue groups' : 'Show issue groups'}
            </Button>
          </Box>
        ) : null}
        {showGroups ? (
          <Box id={`${headingId}-groups`}>
            <SiteGroups siteScanId={site.id} label={site.startUrl} />
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function SiteScanList({ sites }: { sites: TSiteScan[] }) {
  if (sites.length === 0) return null;
  return (
    <Box component="ul" aria-label="Site scans" sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {sites.map((site) => (
        <SiteScanCard key={site.id} site={site} />
      ))}
    </Box>
  );
}
