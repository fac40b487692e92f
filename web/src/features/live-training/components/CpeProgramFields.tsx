import { useId, useState } from 'react';
import { Controller, type Control, type FieldErrors, type UseFormSetValue } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TCpeProgramRequest } from '@app/shared-types/live-training/cpe';
import { CPE_LEVELS, CPE_RULES, LEVELS_NEEDING_PREREQUISITES, NASBA_FIELDS_OF_STUDY, creditsForDuration, formatCredits, type TCpeProgram } from '@app/shared-types/live-training/cpe/model';
import { ControlledNativeSelect } from '../../../lib/forms/ControlledNativeSelect';
import { ControlledNumberField } from '../../../lib/forms/ControlledNumberField';
import { selectOptions } from '../../../lib/forms/select-options';

/** Any form that holds a CPE program under `cpe` (the scheduling form, the program's own dialog). */
type WithCpe = { cpe?: TCpeProgramRequest | null };

type Props<T extends WithCpe> = {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  errors: FieldErrors<T>;
  duration: number;
  initial: TCpeProgram | null;
  /** The form is the program itself (its own dialog): the fields always show, without the opt-in box. */
  fixed?: boolean;
};

/** A new program's starting values. */
export const blankProgram = (duration: number): TCpeProgramRequest => ({ fieldOfStudy: 'Accounting', credits: Math.max(1, Math.min(creditsForDuration(duration), 1)), level: 'Basic', objectives: [], prerequisites: null });

/**
 * The CPE section of a form: off by default; on, the NASBA program fields, with the limits said
 * before they are typed (credits per the 50-minute hour this session's length allows).
 */
export function CpeProgramFields<T extends WithCpe>(props: Props<T>) {
  // The fields only touch `cpe.*`, which every T has: one typing inside serves every such form.
  const { duration, initial, fixed = false } = props;
  const control = props.control as unknown as Control<WithCpe>;
  const setValue = props.setValue as unknown as UseFormSetValue<WithCpe>;
  const errors = props.errors as FieldErrors<WithCpe>;
  const id = useId();
  const [on, setOn] = useState(fixed || !!initial);
  const [objectives, setObjectives] = useState(initial?.objectives.join('\n') ?? '');
  const most = creditsForDuration(duration || 0);
  const cpeErrors = (errors.cpe ?? {}) as Record<string, { message?: string } | undefined>;
  const toggle = (checked: boolean) => {
    setOn(checked);
    setValue('cpe', checked ? { ...blankProgram(duration), ...(initial ?? {}), objectives: objectives.split('\n').map((o) => o.trim()).filter(Boolean) } : null, { shouldValidate: false });
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        CPE credit
      </Typography>
      {/* A program once set is kept (its checks and credits follow it): the server has no way to remove it. */}
      {fixed ? null : <FormControlLabel label="Offer CPE credit (NASBA group internet based)" disabled={!!initial} control={<Checkbox checked={on} onChange={(_, c) => toggle(c)} />} />}
      {initial ? (
        <Typography variant="body2" color="text.secondary">
          This session is a CPE program; its details can change until it ends, but it cannot stop being one.
        </Typography>
      ) : null}
      {(errors.cpe as { message?: string } | undefined)?.message ? (
        <Alert severity="error">{(errors.cpe as { message?: string }).message}</Alert>
      ) : null}
      {on ? (
        <>
          <Typography variant="body2" color="text.secondary">
            One credit per 50 minutes attended, then fifths; this {duration}-minute session can offer up to {formatCredits(most)}. The server runs at least {CPE_RULES.checksPerCredit} attendance checks per credit at random times.
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
            <ControlledNativeSelect name="cpe.fieldOfStudy" control={control} id={`${id}-field`} label="Field of study" error={cpeErrors.fieldOfStudy}>
              {selectOptions(NASBA_FIELDS_OF_STUDY, (f) => f)}
            </ControlledNativeSelect>
            <ControlledNumberField
              name="cpe.credits"
              control={control}
              id={`${id}-credits`}
              label="Credits offered"
              error={cpeErrors.credits}
              hint={`1 to ${formatCredits(most)}, in steps of 0.2`}
              min={1}
              max={most}
              step={0.2}
            />
            <ControlledNativeSelect name="cpe.level" control={control} id={`${id}-level`} label="Level" fallback="Basic" error={cpeErrors.level}>
              {selectOptions(CPE_LEVELS, (l) => l)}
            </ControlledNativeSelect>
          </Box>
          <TextField
            id={`${id}-objectives`}
            label="CPE learning objectives (one per line)"
            multiline
            minRows={2}
            value={objectives}
            onChange={(e) => {
              setObjectives(e.target.value);
              setValue('cpe.objectives', e.target.value.split('\n').map((o) => o.trim()).filter(Boolean));
            }}
            error={!!cpeErrors.objectives}
            helperText={cpeErrors.objectives?.message ?? `At least one, at most ${CPE_RULES.objectivesMax}`}
          />
          <Controller
            name="cpe.prerequisites"
            control={control}
            render={({ field }) => (
              <TextField
                id={`${id}-prerequisites`}
                label="Prerequisites"
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={!!cpeErrors.prerequisites}
                helperText={cpeErrors.prerequisites?.message ?? `Required for ${LEVELS_NEEDING_PREREQUISITES.join(', ')} programs; otherwise leave empty for none`}
              />
            )}
          />
        </>
      ) : null}
    </Box>
  );
}
