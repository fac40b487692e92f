import { Suspense, lazy, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DescriptionIcon from '@mui/icons-material/Description';
import DownloadIcon from '@mui/icons-material/Download';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import MailIcon from '@mui/icons-material/Mail';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { PORTAL_DEMO_DOCUMENTS, PORTAL_DEMO_MESSAGES } from '../../../content/portal';
import type { TPortalDocument, TPortalMessage } from '../../../content/types';
import { toast } from '../../../lib/toast-store';
import { sectionHeadingSx } from '../../../lib/ui/section-heading';
import { VisuallyHidden } from '../../../lib/ui/VisuallyHidden';
import { useRestoredFromStorage } from '../../../lib/persisted-store';
import { isUnread, usePortalStore } from '../store';

const DetailDialog = lazy(() => import('./DetailDialog'));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * "Oct 15, 2026": what Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }) gives
 * (see the test), without it: creating the first Intl formatter costs the page ~12 ms of ICU set-up
 * on the main thread while it starts, for sample dates that never change.
 */
export const formatDemoDate = (isoDate: string) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
};

function DetailRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Box component="dt" sx={{ fontWeight: 700 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        {value}
      </Box>
    </>
  );
}

const dlSx = { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 } as const;
const rowSx = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider' } as const;

/** A sample's details in the dialog (its code loads when first opened): its facts, those it has, as a description list, then what it says. */
function SampleDetails({ title, facts, onClose, children }: { title: string; facts: [label: string, value: string | undefined][]; onClose: () => void; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <DetailDialog title={title} onClose={onClose}>
        <Box component="dl" sx={dlSx}>
          {facts.map(([label, value]) => (value ? <DetailRow key={label} label={label} value={value} /> : null))}
        </Box>
        {children}
      </DetailDialog>
    </Suspense>
  );
}

/** Document Library (sample list): View opens the details, Download explains it is a sample. */
export function DocumentLibrary() {
  const [viewing, setViewing] = useState<TPortalDocument | null>(null);
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {PORTAL_DEMO_DOCUMENTS.map((doc) => (
          <Box component="li" key={doc.id} sx={rowSx}>
            {doc.type === 'ZIP' ? <FolderZipIcon aria-hidden sx={{ color: 'primary.main' }} /> : <DescriptionIcon aria-hidden sx={{ color: 'primary.main' }} />}
            <Box sx={{ flex: 1, minWidth: 160 }}>
              <Typography sx={{ fontWeight: 600 }}>{doc.name}</Typography>
              <Typography color="text.secondary" sx={{ fontSize: '0.9rem' }}>
                {doc.type} · {doc.category} · {formatDemoDate(doc.date)}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button size="small" variant="outlined" startIcon={<VisibilityIcon aria-hidden />} onClick={() => setViewing(doc)}>
                View{' '}<VisuallyHidden>{doc.name}</VisuallyHidden>
              </Button>
              <Button
                size="small"
                variant="outlined"
                startIcon={<DownloadIcon aria-hidden />}
                onClick={() =>
                  toast({
                    title: 'Sample document',
                    description: `"${doc.name}" is part of the portal demonstration. Your own documents can be downloaded once your portal account is set up.`,
                  })
                }
              >
                Download{' '}<VisuallyHidden>{doc.name}</VisuallyHidden>
              </Button>
            </Box>
          </Box>
        ))}
      </Box>
      {viewing ? (
        <SampleDetails
          title={viewing.name}
          facts={[
            ['Type', viewing.type],
            ['Category', viewing.category],
            ['Date', formatDemoDate(viewing.date)],
            ['Size', viewing.size],
          ]}
          onClose={() => setViewing(null)}
        >
          {viewing.summary ? <Typography sx={{ mt: 2 }}>{viewing.summary}</Typography> : null}
          <Typography color="text.secondary" sx={{ mt: 2, fontSize: '0.95rem' }}>
            This is a sample document from the portal demonstration.
          </Typography>
        </SampleDetails>
      ) : null}
    </>
  );
}

/** Recent Messages (sample list): 'New' until read; Read opens the message and marks it read here. */
export function RecentMessages() {
  useRestoredFromStorage(usePortalStore);
  const readIds = usePortalStore((s) => s.readMessageIds);
  const markRead = usePortalStore((s) => s.markRead);
  const [reading, setReading] = useState<TPortalMessage | null>(null);
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {PORTAL_DEMO_MESSAGES.map((msg) => {
          const unread = isUnread(msg, readIds);
          return (
            <Box component="li" key={msg.id} sx={rowSx}>
              <MailIcon aria-hidden sx={{ color: unread ? 'primary.main' : 'text.secondary' }} />
              <Box sx={{ flex: 1, minWidth: 160 }}>
                <Typography sx={{ fontWeight: unread ? 700 : 500 }}>
                  {msg.subject}
                  {unread ? <Chip component="span" size="small" label="New" sx={{ ml: 1, bgcolor: '#b3261e', color: '#fff', fontWeight: 700 }} /> : null}
                </Typography>
                <Typography color="text.secondary" sx={{ fontSize: '0.9rem' }}>
                  From {msg.from} · {formatDemoDate(msg.date)}
                </Typography>
              </Box>
              <Button
                size="small"
                variant={unread ? 'contained' : 'outlined'}
                onClick={() => {
                  markRead(msg.id);
                  setReading(msg);
                }}
              >
                Read{' '}<VisuallyHidden>{msg.subject}</VisuallyHidden>
              </Button>
            </Box>
          );
        })}
      </Box>
      {reading ? (
        <SampleDetails
          title={reading.subject}
          facts={[
            ['From', reading.from],
            ['Date', formatDemoDate(reading.date)],
          ]}
          onClose={() => setReading(null)}
        >
          {reading.body ? <Typography sx={{ mt: 2 }}>{reading.body}</Typography> : null}
        </SampleDetails>
      ) : null}
    </>
  );
}

export function PortalPanel({ headingId, title, children }: { headingId: string; title: string; children: React.ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
      <Typography id={headingId} component="h2" sx={{ ...sectionHeadingSx, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
