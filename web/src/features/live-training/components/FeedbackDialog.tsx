import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIVE_LIMITS, ZFeedbackRequest } from '@app/shared-types/live-training';
import type { TLiveSession } from '@app/shared-types/live-training/model';
import { useSendFeedback, type TFeedbackBody } from '../api/send-feedback';
import { FormDialog } from '../../../lib/ui/FormDialog';

type Form = { rating: number | null; comments: string };

/** A registered attendee rates the session (1 to 5 stars) and may comment; sending again replaces it. */
export default function FeedbackDialog({ session, onClose }: { session: TLiveSession; onClose: () => void }) {
  const id = useId();
  const { run, pending } = useSendFeedback(session.id);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Form, unknown, TFeedbackBody>({ resolver: zodResolver(ZFeedbackRequest) as never, defaultValues: { rating: null, comments: '' } });
  const { ref, ...comments } = register('comments');

  const onSubmit = handleSubmit(async (body) => {
    const outcome = await run(body);
    if (outcome.ok) onClose();
  });

  return (
    <FormDialog titleId={`${id}-title`} title={`Rate “${session.title}”`} onSubmit={onSubmit} onClose={onClose} pending={pending} pendingLabel="Sending..." submitLabel="Send feedback">
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
          Your rating
        </Typography>
        <Controller
          name="rating"
          control={control}
          render={({ field }) => <Rating name={`${id}-rating`} value={field.value} onChange={(_, v) => field.onChange(v)} size="large" />}
        />
        {errors.rating ? (
          <FormHelperText id={`${id}-rating-error`} error>
            Please rate from 1 to 5
          </FormHelperText>
        ) : null}
      </Box>
      <TextField
        {...comments}
        inputRef={ref}
        id={`${id}-comments`}
        label="Comments (optional)"
        multiline
        minRows={3}
        fullWidth
        error={!!errors.comments}
        helperText={errors.comments?.message}
        slotProps={{ htmlInput: { maxLength: LIVE_LIMITS.feedbackCommentsMax } }}
      />
    </FormDialog>
  );
}
