import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ZCpeProgramRequest } from '@app/shared-types/live-training/cpe';
import type { TLiveSession } from '@app/shared-types/live-training/model';
import { fieldErrors } from '../../../lib/api-client';
import { useSetCpeProgram } from '../api/cpe';
import { blankProgram, CpeProgramFields } from './CpeProgramFields';

const ZForm = z.object({ cpe: ZCpeProgramRequest });
type TForm = z.input<typeof ZForm>;
type TFormOut = z.output<typeof ZForm>;

/** The program's fields the server may name in a refusal (anything else is said above the fields). */
const FIELDS = ['fieldOfStudy', 'credits', 'level', 'objectives', 'prerequisites'] as const;

/**
 * A session's CPE program on its own (PUT /api/live-training/:id/cpe): its instructor or an operator
 * sets or changes it while the session is scheduled or live, from the panel's CPE tab. The shared
 * schema checks it before sending; the server's refusals (credits beyond what the session's length
 * can award) are shown by their field.
 */
export function CpeProgramDialog({ session, onClose }: { session: Pick<TLiveSession, 'id' | 'title' | 'duration' | 'cpe'>; onClose: () => void }) {
  const id = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const save = useSetCpeProgram(session.id);
  const initial = session.cpe ?? null;
  const {
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<TForm, unknown, TFormOut>({
    resolver: zodResolver(ZForm),
    defaultValues: { cpe: initial ? { ...initial } : blankProgram(session.duration) },
  });

  const onSubmit = handleSubmit(async ({ cpe }) => {
    const outcome = await save.run(cpe);
    if (outcome.ok) {
      onClose();
      return;
    }
    const fields = fieldErrors(outcome.error);
    const named = FIELDS.filter((f) => fields[f] ?? fields[`cpe.${f}`]);
    named.forEach((f, i) => setError(`cpe.${f}`, { type: 'server', message: fields[f] ?? fields[`cpe.${f}`] }, { shouldFocus: i === 0 }));
    if (!named.length) setError('cpe', { type: 'server', message: outcome.message });
  });

  return (
    <Dialog open onClose={save.pending ? undefined : onClose} aria-labelledby={`${id}-heading`} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <Box component="form" onSubmit={onSubmit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id={`${id}-heading`}>{initial ? 'Edit CPE program' : 'Make this a CPE program'}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <CpeProgramFields control={control} setValue={setValue} errors={errors} duration={session.duration} initial={initial} fixed />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={save.pending}>
            Save program
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
