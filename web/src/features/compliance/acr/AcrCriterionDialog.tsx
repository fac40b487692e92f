import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ZAcrEvaluationRequest, type TAcrEvaluationRequest } from '@app/shared-types/compliance/acr';
import { ACR_LEVEL_LABELS, ACR_LEVELS, ACR_LIMITS, type TAcrCriterion } from '@app/shared-types/compliance/acr/model';
import { fieldErrors } from '../../../lib/api-client';
import { useEvaluate } from './acr-api';

type Form = { level: TAcrCriterion['level']; remarks: string };

/**
 * A reviewer's evaluation of one criterion: the level (radio buttons: arrow keys move between them)
 * and remarks, with the scans' proposal and its reason shown first, for the site named at the top
 * (`site`: the report's; null before any scan, when the server refuses with its reason). Saved with
 * the shared schema; the server's refusals show under their fields.
 */
export function AcrCriterionDialog({ criterion, site, onClose, onSaved }: { criterion: TAcrCriterion; site: string | null; onClose: () => void; onSaved: () => void }) {
  const id = useId();
  const evaluate = useEvaluate();
  const [siteError, setSiteError] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, formState: { errors } } = useForm<Form, unknown, TAcrEvaluationRequest>({
    resolver: zodResolver(ZAcrEvaluationRequest) as never,
    defaultValues: { level: criterion.recorded?.level ?? criterion.proposed, remarks: criterion.recorded?.remarks ?? '' },
  });
  const onSubmit = handleSubmit(async (form) => {
    if (evaluate.pending) return;
    const outcome = await evaluate.run(criterion.num, { level: form.level, remarks: form.remarks ?? '', ...(site ? { site } : {}) });
    if (outcome.ok) return onSaved();
    const byField = fieldErrors(outcome.error);
    setSiteError(byField.site ?? null);
    if (byField.remarks) setError('remarks', { type: 'server', message: byField.remarks });
    if (byField.level) setError('level', { type: 'server', message: byField.level });
  });
  const title = `Evaluate ${criterion.num} ${criterion.handle}`;
  return (
    <Dialog open onClose={evaluate.pending ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {site ? (
            <Typography variant="body2">
              For the report of <strong>{site}</strong>; the other sites’ reports keep their own evaluations.
            </Typography>
          ) : null}
          {siteError ? <Typography color="error" variant="body2">{siteError}</Typography> : null}
          <Typography variant="body2">
            The scans propose <strong>{ACR_LEVEL_LABELS[criterion.proposed]}</strong>: {criterion.proposedNote}
          </Typography>
          <Controller
            name="level"
            control={control}
            render={({ field }) => (
              <FormControl error={Boolean(errors.level)}>
                <FormLabel id={`${id}-level`}>Conformance level</FormLabel>
                <RadioGroup aria-labelledby={`${id}-level`} name={field.name} value={field.value} onChange={(e) => field.onChange(e.target.value)}>
                  {ACR_LEVELS.map((level) => (
                    <FormControlLabel key={level} value={level} control={<Radio />} label={ACR_LEVEL_LABELS[level]} />
                  ))}
                </RadioGroup>
                {errors.level ? <Typography color="error" variant="caption">{errors.level.message}</Typography> : null}
              </FormControl>
            )}
          />
          <TextField
            label="Remarks and explanations"
            multiline
            minRows={3}
            {...register('remarks')}
            slotProps={{ htmlInput: { maxLength: ACR_LIMITS.remarksMax } }}
            error={Boolean(errors.remarks)}
            helperText={errors.remarks?.message ?? 'Printed in the report for this criterion.'}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={evaluate.pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={evaluate.pending}>
            Save evaluation
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
