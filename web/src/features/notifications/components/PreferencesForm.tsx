import { useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  EMAIL_MODES,
  NOTIFICATION_TYPE_LABELS,
  type TEmailMode,
  type TNotificationPreference,
  type TNotificationPreferences,
  type TNotificationType,
} from '@app/shared-types/notifications/model';
import { ApiError } from '../../../lib/api-client';
import { VisuallyHidden } from '../../../lib/ui/VisuallyHidden';
import { useUpdatePreferences } from '../api/update-preferences';
import { changedPreferences, channelRules, EMAIL_MODE_LABELS, errorsByKind, kindsOf, PREFERENCE_NOTES, type TPreferenceValues } from '../model/preferences';
import { selectOptions } from '../../../lib/forms/select-options';

type Row = TNotificationPreference & { type: TNotificationType };
// Rows by index: the kinds' names hold dots, which react-hook-form would read as paths.
type Values = { rows: Row[] };

const valuesOf = (prefs: TNotificationPreferences): Values => ({ rows: kindsOf(prefs).map((type) => ({ type, ...prefs.types[type]! })) });
const byKind = (rows: Row[]): TPreferenceValues => Object.fromEntries(rows.map(({ type, ...pref }) => [type, pref]));

const cellSx = { px: { xs: 0.75, sm: 2 }, py: 1 } as const;
const selectSx = {
  font: 'inherit',
  fontSize: '0.875rem',
  padding: '6px 8px',
  borderRadius: '6px',
  border: '1px solid',
  borderColor: 'rgba(0, 0, 0, 0.42)',
  background: 'transparent',
  maxWidth: '100%',
} as const;

/** A channel's on/off switch of one row (mute, text message), named for screen readers by what it switches. */
function RowSwitch({ control, name, label, describedBy, disabled }: { control: Control<Values>; name: `rows.${number}.muted` | `rows.${number}.sms`; label: string; describedBy: string | undefined; disabled?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          size="small"
          checked={field.value}
          onChange={(e) => field.onChange(e.target.checked)}
          disabled={disabled}
          slotProps={{ input: { ref: field.ref, 'aria-label': label, 'aria-describedby': describedBy } }}
        />
      )}
    />
  );
}

function KindRow({ index, control, prefs, error }: { index: number; control: Control<Values>; prefs: TNotificationPreferences; error?: string }) {
  const row = useWatch({ control, name: `rows.${index}` });
  const label = NOTIFICATION_TYPE_LABELS[row.type];
  const rules = channelRules(prefs, row.type);
  const errorId = `preference-error-${index}`;
  const describedBy = error ? errorId : undefined;
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ ...cellSx, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {label}
        {error ? (
          <Typography id={errorId} variant="body2" color="error" sx={{ mt: 0.5 }}>
            {error}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell sx={cellSx}>
        <RowSwitch control={control} name={`rows.${index}.muted`} label={`Mute ${label}`} describedBy={describedBy} />
      </TableCell>
      <TableCell sx={cellSx}>
        {rules.emailNote === PREFERENCE_NOTES.sourceEmailed ? (
          <Typography variant="body2">
            Always<span aria-hidden>*</span>
            <VisuallyHidden>: {rules.emailNote}</VisuallyHidden>
          </Typography>
        ) : (
          <Controller
            control={control}
            name={`rows.${index}.email`}
            render={({ field }) => (
              <Box
                component="select"
                ref={field.ref}
                value={field.value}
                onChange={(e: React.ChangeEvent<HTMLSelectElement>) => field.onChange(e.target.value as TEmailMode)}
                onBlur={field.onBlur}
                disabled={row.muted || rules.emailNote !== null}
                aria-label={`Email for ${label}`}
                aria-describedby={describedBy}
                sx={selectSx}
              >
                {selectOptions(EMAIL_MODES, EMAIL_MODE_LABELS)}
              </Box>
            )}
          />
        )}
      </TableCell>
      <TableCell sx={cellSx}>
        {rules.smsKind ? (
          <RowSwitch control={control} name={`rows.${index}.sms`} label={`Text message for ${label}`} describedBy={describedBy} disabled={row.muted || rules.smsNote !== null} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            <span aria-hidden>—</span>
            <VisuallyHidden>{PREFERENCE_NOTES.smsKind}</VisuallyHidden>
          </Typography>
        )}
      </TableCell>
    </TableRow>
  );
}

/** The table of kinds × channels; saves only what changed (PUT) and shows the server's refusals on their rows. */
export function PreferencesForm({ prefs, onSaved }: { prefs: TNotificationPreferences; onSaved: (prefs: TNotificationPreferences) => void }) {
  const { control, handleSubmit, reset, formState } = useForm<Values>({ defaultValues: valuesOf(prefs) });
  const [errors, setErrors] = useState<Partial<Record<TNotificationType, string>>>({});
  const save = useUpdatePreferences();
  const rows = valuesOf(prefs).rows;
  const anySourceEmailed = rows.some((r) => channelRules(prefs, r.type).emailNote === PREFERENCE_NOTES.sourceEmailed);

  const onSubmit = handleSubmit(async (values) => {
    const changes = changedPreferences(prefs.types, byKind(values.rows));
    if (!Object.keys(changes).length) return;
    setErrors({});
    const outcome = await save.run(changes);
    if (outcome.ok) {
      reset(valuesOf(outcome.data));
      onSaved(outcome.data);
    } else if (outcome.error instanceof ApiError) {
      setErrors(errorsByKind(outcome.error.body?.errors));
    }
  });

  return (
    <Box component="form" onSubmit={onSubmit} aria-label="Notification preferences" noValidate sx={{ maxWidth: 880 }}>
      <Table size="small" sx={{ tableLayout: 'auto', '& th, & td': { verticalAlign: 'middle' } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={cellSx}>Notification</TableCell>
            <TableCell sx={cellSx}>Mute</TableCell>
            <TableCell sx={cellSx}>Email</TableCell>
            <TableCell sx={cellSx}>Text</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <KindRow key={row.type} index={index} control={control} prefs={prefs} error={errors[row.type]} />
          ))}
        </TableBody>
      </Table>
      <Box component="ul" sx={{ color: 'text.secondary', typography: 'body2', pl: 2.5, mt: 2 }}>
        {/* A consultation's own email (with its invite) comes muted or not: the mute line must not promise otherwise. */}
        <li>Muted: nothing is created for that kind, on the bell, by email or by text{anySourceEmailed ? ' (except the emails marked *)' : ''}.</li>
        {anySourceEmailed ? <li>* {PREFERENCE_NOTES.sourceEmailed}</li> : null}
        <li>— {PREFERENCE_NOTES.smsKind}</li>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
        <Button type="submit" variant="contained" disabled={!formState.isDirty || save.pending}>
          {save.pending ? 'Saving…' : 'Save preferences'}
        </Button>
        {formState.isDirty && !save.pending ? (
          <Button type="button" onClick={() => reset(valuesOf(prefs))}>
            Undo changes
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
