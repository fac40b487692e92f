import { useId, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { LIVE_LIMITS, ZInstantSessionRequest, type TInstantSessionRequest } from '@app/shared-types/live-training';
import type { TLiveSession } from '@app/shared-types/live-training/model';
import { useCreateInstantSession, type TInstantSessionBody } from '../api/create-instant-session';
import { openPendingTab } from './open-in-new-tab';
import { DialogSubmitActions } from '../../../lib/ui/SubmitButton';

type Props = {
  onClose: () => void;
  /** The session was created; `opened` is false when the browser blocked the new tab. */
  onCreated: (session: TLiveSession, opened: boolean) => void;
};

/**
 * 'Start Instant Session': topic required (the spec's message), agenda optional. The new tab for
 * the host link is opened inside the click, before the request, so popup blockers let it through;
 * it is pointed at the link when the answer comes, and closed again if creation failed.
 */
export default function InstantSessionDialog({ onClose, onCreated }: Props) {
  const id = useId();
  const { run, pending } = useCreateInstantSession();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<TInstantSessionRequest, unknown, TInstantSessionBody>({
    resolver: zodResolver(ZInstantSessionRequest),
    defaultValues: { topic: '', agenda: '' },
  });

  // The tab must open inside the submit (click or Enter), while the browser still counts it as the
  // user's doing; handleSubmit validates asynchronously, so a valid form is recognised here first.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const tab = ZInstantSessionRequest.safeParse(getValues()).success ? openPendingTab() : null;
    void handleSubmit(
      async (body) => {
        const outcome = await run(body);
        if (!outcome.ok) {
          tab?.cancel();
          return;
        }
        const url = outcome.data.zoomStartUrl ?? outcome.data.zoomJoinUrl;
        if (url) tab?.go(url);
        else tab?.cancel();
        onCreated(outcome.data, !!url && !!tab?.opened);
        onClose();
      },
      () => tab?.cancel(),
    )(event);
  };

  const field = (name: 'topic' | 'agenda') => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, error: !!errors[name], fullWidth: true };
  };

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={`${id}-title`}>Start Instant Session</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>A session that starts now, run by you. Its host link opens in a new tab.</DialogContentText>
          <TextField
            {...field('topic')}
            id={`${id}-topic`}
            label="Topic"
            required
            autoFocus
            helperText={errors.topic?.message}
            slotProps={{ htmlInput: { maxLength: LIVE_LIMITS.titleMax } }}
          />
          <TextField
            {...field('agenda')}
            id={`${id}-agenda`}
            label="Agenda (optional)"
            multiline
            minRows={3}
            helperText={errors.agenda?.message}
            slotProps={{ htmlInput: { maxLength: LIVE_LIMITS.agendaMax } }}
          />
        </DialogContent>
        <DialogSubmitActions onCancel={onClose} pending={pending} pendingLabel="Starting..." label="Start Session" />
      </form>
    </Dialog>
  );
}
