import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { COMPLIANCE_LIMITS, COMPLIANCE_MESSAGES, DECISION_KINDS, DECISION_LABELS, type TDecision, type TDecisionKind, type TDecisionScope } from '@app/shared-types/compliance/model';
import { fieldErrors } from '../../../lib/api-client';
import { useDecide, useRemoveDecision } from '../api/triage';

type Form = { decision: TDecisionKind; scope: TDecisionScope; reason: string; until: string };

/**
 * Triage of one issue (or one site group): a disclosure button, then a small form (decision, page
 * or whole site, reason, and an end date for an accepted risk). Native controls and MUI's, so it
 * works by keyboard; the server's refusals show under their fields.
 */
export function TriageControl({ fingerprint, label, current, defaultScope = 'page', onChanged }: { fingerprint: string; label: string; current: TDecision | null; defaultScope?: TDecisionScope; onChanged?: () => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const decide = useDecide();
  const remove = useRemoveDecision();
  const { control, register, handleSubmit, watch, setError, formState: { errors } } = useForm<Form>({
    defaultValues: {
      decision: current?.decision ?? 'false-positive',
      scope: current?.scope ?? defaultScope,
      reason: current?.reason ?? '',
      until: current?.expiresAt ? dayjs(current.expiresAt).format('YYYY-MM-DD') : '',
    },
  });
  const kind = watch('decision');

  const onSubmit = handleSubmit(async (form) => {
    if (decide.pending) return;
    const risk = form.decision === 'accepted-risk';
    if (risk && !form.reason.trim()) return setError('reason', { type: 'required', message: COMPLIANCE_MESSAGES.reasonRequired }, { shouldFocus: true });
    const outcome = await decide.run({
      fingerprint,
      scope: form.scope,
      decision: form.decision,
      ...(form.reason.trim() ? { reason: form.reason.trim() } : {}),
      // The end of the chosen day, in the viewer's time zone.
      ...(risk && form.until ? { expiresAt: dayjs(form.until).endOf('day').toISOString() } : {}),
    });
    if (outcome.ok) {
      setOpen(false);
      onChanged?.();
      return;
    }
    const byField = fieldErrors(outcome.error);
    if (byField.reason) setError('reason', { type: 'server', message: byField.reason });
    if (byField.expiresAt) setError('until', { type: 'server', message: byField.expiresAt });
  });

  const onRemove = async () => {
    if (!current || remove.pending) return;
    const outcome = await remove.run(current.id);
    if (outcome.ok) {
      setOpen(false);
      onChanged?.();
    }
  };

  return (
    <Box>
      <Button size="small" variant="outlined" aria-expanded={open} aria-controls={`${id}-form`} onClick={() => setOpen((o) => !o)} aria-label={`${current ? 'Change triage' : 'Triage'}: ${label}`}>
        {current ? 'Change triage' : 'Triage'}
      </Button>
      {open ? (
        <Box component="form" id={`${id}-form`} onSubmit={onSubmit} noValidate aria-label={`Triage ${label}`} sx={{ display: 'grid', gap: 1.5, mt: 1.5, maxWidth: 480 }}>
          <Controller
            name="decision"
            control={control}
            render={({ field }) => (
              <TextField select label="Decision" size="small" {...field} inputRef={field.ref}>
                {DECISION_KINDS.map((k) => (
                  <MenuItem key={k} value={k}>
                    {DECISION_LABELS[k]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            name="scope"
            control={control}
            render={({ field }) => (
              <FormControl>
                <FormLabel id={`${id}-scope`}>Applies to</FormLabel>
                <RadioGroup row aria-labelledby={`${id}-scope`} {...field}>
                  <FormControlLabel value="page" control={<Radio />} label="This page" />
                  <FormControlLabel value="site" control={<Radio />} label="The whole site" />
                </RadioGroup>
              </FormControl>
            )}
          />
          <TextField
            label={kind === 'accepted-risk' ? 'Reason (required)' : 'Reason (optional)'}
            size="small"
            multiline
            minRows={2}
            {...register('reason')}
            slotProps={{ htmlInput: { maxLength: COMPLIANCE_LIMITS.decisionReasonMax } }}
            error={Boolean(errors.reason)}
            helperText={errors.reason?.message}
          />
          {kind === 'accepted-risk' ? (
            <TextField
              type="date"
              label="Accepted until (optional)"
              size="small"
              {...register('until')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: dayjs().format('YYYY-MM-DD') } }}
              error={Boolean(errors.until)}
              helperText={errors.until?.message ?? 'After this day the issue counts again.'}
            />
          ) : null}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" size="small" disabled={decide.pending}>
              Save decision
            </Button>
            {current ? (
              <Button size="small" color="error" onClick={() => void onRemove()} disabled={remove.pending}>
                Remove decision
              </Button>
            ) : null}
            <Button size="small" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
