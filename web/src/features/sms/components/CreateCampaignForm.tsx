import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SegmentedMessage } from 'sms-segments-calculator';
import { PLAN_IDS, PLANS, type TPlanId } from '@app/shared-types/membership/model';
import {
  AUDIENCE_LABELS,
  AUDIENCES,
  CAMPAIGN_TYPE_LABELS,
  CAMPAIGN_TYPES,
  SMS_GUIDANCE_CHARS,
  SMS_MAX_CHARS,
  SMS_MESSAGES as M,
  type TAudience,
  type TCampaignType,
} from '@app/shared-types/sms/model';
import { fieldErrors } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useCreateCampaign } from '../api/campaigns';
import { selectOptions } from '../../../lib/forms/select-options';

type Form = { name: string; message: string; campaignType: TCampaignType; targetAudience: TAudience; tierTarget: TPlanId | ''; schedule: boolean; scheduledAt: string };
const blank: Form = { name: '', message: '', campaignType: 'announcement', targetAudience: 'all', tierTarget: '', schedule: false, scheduledAt: '' };
const native = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** Encoding and segments as the message is typed (GSM-7: 160, 153 per part; UCS-2 when any character needs it: 70, 67). */
function SegmentCounter({ message, id }: { message: string; id: string }) {
  const info = useMemo(() => new SegmentedMessage(message), [message]);
  const over = message.length > SMS_GUIDANCE_CHARS;
  return (
    <Typography id={id} variant="body2" sx={{ color: over ? 'error.main' : 'text.secondary', mt: 0.5 }}>
      {message.length}/{SMS_GUIDANCE_CHARS} characters · {info.segmentsCount} segment{info.segmentsCount === 1 ? '' : 's'} · {info.encodingName}
      {over ? ` · ${M.multiple}` : ''}
    </Typography>
  );
}

export function CreateCampaignForm({ onCreated }: { onCreated: () => void }) {
  const id = useId();
  const create = useCreateCampaign();
  const { control, handleSubmit, watch, setValue, setError, reset, formState: { errors } } = useForm<Form>({ defaultValues: blank });
  const [message, audience, schedule] = watch(['message', 'targetAudience', 'schedule']);

  const onSubmit = handleSubmit(async (f) => {
    if (!f.name.trim() || !f.message.trim()) {
      if (!f.name.trim()) setError('name', { message: M.required }, { shouldFocus: true });
      if (!f.message.trim()) setError('message', { message: M.required }, { shouldFocus: !!f.name.trim() });
      toast({ title: M.validationTitle, description: M.required, variant: 'destructive' });
      return;
    }
    if (f.message.length > SMS_GUIDANCE_CHARS) {
      setError('message', { message: M.tooLong }, { shouldFocus: true });
      toast({ title: M.tooLongTitle, description: M.tooLong, variant: 'destructive' });
      return;
    }
    // Ticked without a time, or a time already past: said here, not kept as a plain draft.
    const laterProblem = !f.schedule ? null : !f.scheduledAt ? M.scheduleTimeRequired : new Date(f.scheduledAt).getTime() <= Date.now() ? M.scheduledInPast : null;
    if (laterProblem) {
      setError('scheduledAt', { message: laterProblem }, { shouldFocus: true });
      toast({ title: M.validationTitle, description: laterProblem, variant: 'destructive' });
      return;
    }
    const outcome = await create.run({
      name: f.name,
      message: f.message,
      campaignType: f.campaignType,
      targetAudience: f.targetAudience,
      tierTarget: f.targetAudience === 'tier-specific' ? f.tierTarget || 'starter' : null,
      scheduledAt: f.schedule ? new Date(f.scheduledAt).toISOString() : null,
    });
    if (outcome.ok) {
      reset(blank);
      onCreated();
      return;
    }
    for (const [field, text] of Object.entries(fieldErrors(outcome.error))) if (field in blank) setError(field as keyof Form, { message: text });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <Typography variant="h5" component="h2" id={`${id}-title`} gutterBottom>
        New campaign
      </Typography>
      <fieldset disabled={create.pending} style={{ border: 0, padding: 0, margin: 0 }}>
        <Grid container spacing={2}>
          <Grid size={12}>
            <Controller name="name" control={control} render={({ field }) => <TextField {...field} label="Campaign name" required fullWidth error={!!errors.name} helperText={errors.name?.message} slotProps={{ htmlInput: { maxLength: 120 } }} />} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              name="campaignType"
              control={control}
              render={({ field }) => (
                <TextField {...field} select label="Campaign type" fullWidth slotProps={native}>
                  {selectOptions(CAMPAIGN_TYPES, CAMPAIGN_TYPE_LABELS)}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              name="targetAudience"
              control={control}
              render={({ field }) => (
                <TextField
                  {...field}
                  select
                  label="Audience"
                  fullWidth
                  slotProps={native}
                  onChange={(e) => {
                    field.onChange(e);
                    // Tier-specific starts at starter; any other audience clears the tier.
                    setValue('tierTarget', e.target.value === 'tier-specific' ? 'starter' : '');
                  }}
                >
                  {selectOptions(AUDIENCES, AUDIENCE_LABELS)}
                </TextField>
              )}
            />
          </Grid>
          {audience === 'tier-specific' && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                name="tierTarget"
                control={control}
                render={({ field }) => (
                  <TextField {...field} select label="Plan" fullWidth slotProps={native}>
                    {selectOptions(PLAN_IDS, (p) => PLANS[p].name)}
                  </TextField>
                )}
              />
            </Grid>
          )}
          <Grid size={12}>
            <Controller
              name="message"
              control={control}
              render={({ field }) => (
                <TextField
                  {...field}
                  label="Message"
                  required
                  fullWidth
                  multiline
                  minRows={3}
                  error={!!errors.message}
                  helperText={errors.message?.message}
                  slotProps={{ htmlInput: { maxLength: SMS_MAX_CHARS, 'aria-describedby': `${id}-count` } }}
                />
              )}
            />
            <SegmentCounter message={message} id={`${id}-count`} />
          </Grid>
          <Grid size={12}>
            <Controller name="schedule" control={control} render={({ field }) => <FormControlLabel control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label="Schedule for later" />} />
            {schedule && (
              <Controller
                name="scheduledAt"
                control={control}
                render={({ field }) => <TextField {...field} type="datetime-local" label="Send at" required error={!!errors.scheduledAt} helperText={errors.scheduledAt?.message} slotProps={{ inputLabel: { shrink: true } }} sx={{ mt: 1, display: 'block' }} />}
              />
            )}
          </Grid>
          <Grid size={12}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Promotions, trainings and announcements are held outside 8 AM to 9 PM in each recipient&apos;s time zone; reminders go at once. Numbers that replied STOP are never texted.
            </Typography>
            <Button type="submit" variant="contained" disabled={create.pending}>
              {create.pending ? 'Creating…' : 'Create Campaign'}
            </Button>
          </Grid>
        </Grid>
      </fieldset>
    </Box>
  );
}
