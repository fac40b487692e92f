import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RESOURCE_TYPES } from '@app/shared-types/live-training/model';
import { VisuallyHidden } from '../../../../lib/ui/VisuallyHidden';
import { useRemoveResource } from '../../api/remove-resource';
import { usePanelStore } from '../../store';
import { ShareResourceForm } from './ShareResourceForm';
import { TabFormSection } from './TabFormSection';

const typeLabel = (value: string) => RESOURCE_TYPES.find((t) => t.value === value)?.label ?? value;

/** Links the instructor shares during the session, live for everyone. */
export function ResourcesTab() {
  const resources = usePanelStore((s) => s.resources);
  const sessionId = usePanelStore((s) => s.sessionId);
  const instructor = usePanelStore((s) => s.role === 'instructor');
  const remove = useRemoveResource(sessionId ?? '');
  if (!sessionId) return null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <TabFormSection id="live-share-resource" title="Share a resource">
        <ShareResourceForm sessionId={sessionId} />
      </TabFormSection>
      <Box component="section" aria-labelledby="live-resources">
        <Typography id="live-resources" component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 1.5 }}>
          Resources ({resources.length})
        </Typography>
        {resources.length === 0 ? (
          <Typography color="text.secondary">Nothing has been shared yet.</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
            {resources.map((r) => (
              <Box component="li" key={r.id} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline', justifyContent: 'space-between', borderBottom: 1, borderColor: 'divider', pb: 1.5 }}>
                <Box sx={{ minWidth: 0 }}>
                  <Link href={r.fileUrl} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    {r.title}
                    <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {typeLabel(r.resourceType)} · shared by {r.uploadedByName}
                  </Typography>
                  {r.description ? <Typography variant="body2">{r.description}</Typography> : null}
                </Box>
                {instructor ? (
                  <Button size="small" color="error" onClick={() => void remove.run(r.id)} disabled={remove.pending} aria-label={`Remove: ${r.title}`}>
                    Remove
                  </Button>
                ) : null}
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
