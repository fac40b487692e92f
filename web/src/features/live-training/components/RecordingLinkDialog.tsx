import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { ZRecordingRequest } from '@app/shared-types/live-training';
import type { TLiveSession } from '@app/shared-types/live-training/model';
import { fieldErrors } from '../../../lib/api-client';
import { useSetRecording } from '../api/set-recording';
import { FormDialog } from '../../../lib/ui/FormDialog';

type Form = { recordingUrl: string };

/** The instructor links the session's recording; it then shows under Recordings for everyone. */
export default function RecordingLinkDialog({ session, onClose }: { session: TLiveSession; onClose: () => void }) {
  const id = useId();
  const { run, pending } = useSetRecording(session.id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Form>({ resolver: zodResolver(ZRecordingRequest), defaultValues: { recordingUrl: session.recordingUrl ?? '' } });
  const { ref, ...field } = register('recordingUrl');

  const onSubmit = handleSubmit(async ({ recordingUrl }) => {
    const outcome = await run(recordingUrl);
    if (outcome.ok) onClose();
    else {
      const message = fieldErrors(outcome.error).recordingUrl;
      if (message) setError('recordingUrl', { type: 'server', message }, { shouldFocus: true });
    }
  });

  return (
    <FormDialog titleId={`${id}-title`} title="Recording link" describedBy={`${id}-text`} onSubmit={onSubmit} onClose={onClose} pending={pending} pendingLabel="Saving..." submitLabel="Save link">
      <DialogContentText id={`${id}-text`}>Where attendees can watch “{session.title}” again (an https:// address).</DialogContentText>
      <TextField
        {...field}
        inputRef={ref}
        id={`${id}-url`}
        label="Recording link"
        type="url"
        required
        autoFocus
        fullWidth
        error={!!errors.recordingUrl}
        helperText={errors.recordingUrl?.message}
      />
    </FormDialog>
  );
}
