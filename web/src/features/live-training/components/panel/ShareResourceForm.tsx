import { useId } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { LIVE_LIMITS, RESOURCE_TYPES, ZShareResourceRequest, type TShareResourceRequest } from '@app/shared-types/live-training';
import { useShareResource, type TShareResourceBody } from '../../api/share-resource';
import { SubmitButton } from '../../../../lib/ui/SubmitButton';
import { usePanelForm } from './use-panel-form';
import { entryOptions } from '../../../../lib/forms/select-options';

const DEFAULTS: TShareResourceRequest = { title: '', fileUrl: '', resourceType: 'link', description: '', downloadAllowed: true };

/** Instructors share a link (slides, a worksheet, a document...); everyone sees it at once. */
export function ShareResourceForm({ sessionId }: { sessionId: string }) {
  const id = useId();
  const { onSubmit, pending, textProps } = usePanelForm<TShareResourceRequest, TShareResourceBody>(ZShareResourceRequest, DEFAULTS, useShareResource(sessionId));
  const field = (name: 'title' | 'fileUrl' | 'description' | 'resourceType') => ({ ...textProps(name), id: `${id}-${name}` });

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label="Share a resource" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
        <TextField {...field('title')} label="Title" required slotProps={{ htmlInput: { maxLength: LIVE_LIMITS.resourceTitleMax } }} />
        <TextField {...field('resourceType')} select label="Type" slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
          {entryOptions(RESOURCE_TYPES)}
        </TextField>
      </Box>
      <TextField {...field('fileUrl')} label="Link" type="url" required placeholder="https://" slotProps={{ htmlInput: { maxLength: LIVE_LIMITS.urlMax } }} />
      <TextField {...field('description')} label="Description (optional)" multiline minRows={2} slotProps={{ htmlInput: { maxLength: LIVE_LIMITS.resourceDescriptionMax } }} />
      <Box>
        <SubmitButton pending={pending} pendingLabel="Sharing..." label="Share resource" />
      </Box>
    </Box>
  );
}
