import { Suspense, lazy, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isOperator } from '@app/shared-types/auth/access';
import { CPE_RULES, DEFAULT_CHECK_PROMPT, formatCredits } from '@app/shared-types/live-training/cpe/model';
import { useRunCheck } from '../../api/cpe';
import { useCpeStore } from '../../cpe-store';
import { riskOf } from '../../model/panel/checks';
import { useCurrentUser } from '../../../../lib/auth/use-current-user';
import { usePanelStore } from '../../store';
import { selectOptions } from '../../../../lib/forms/select-options';
import { ColumnHeads } from '../../../../lib/ui/ColumnHeads';

const WINDOWS = [30, 60, 90, 120] as const;
// Loaded when opened: the program's form stays out of the panel's first load.
const CpeProgramDialog = lazy(() => import('../CpeProgramDialog').then((m) => ({ default: m.CpeProgramDialog })));

/**
 * The instructor's CPE tab: the program, "Run a check now", and every attendee's credits as they
 * stand, pushed live (at risk: missed a check, or away now). Rows stay in name order so a change
 * never moves the row being read; the count of those at risk is announced politely. Operators also
 * get the session's audit evidence here.
 */
export function CpeTab() {
  const id = useId();
  const session = usePanelStore((s) => s.session);
  const { program, credits, checks, status } = useCpeStore();
  const run = useRunCheck();
  const operator = isOperator(useCurrentUser().user);
  const [windowSeconds, setWindowSeconds] = useState<number>(CPE_RULES.defaultCheckWindowSeconds);
  const [editing, setEditing] = useState(false);
  const [prompt, setPrompt] = useState('');
  if (!session) return null;
  const live = session.status === 'live';
  // The server takes a program (new or changed) until the session ends: its credits are then awarded.
  const editable = session.status === 'scheduled' || live;
  const rows = credits?.rows ?? [];
  const atRisk = rows.filter((r) => r.atRisk).length;

  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'grid', gap: 0.75 }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          CPE program
        </Typography>
        {program ? (
          <>
            <Typography>
              {program.fieldOfStudy} · {formatCredits(program.credits)} credits · {program.level} · {program.deliveryMethod}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Credit: one per 50 minutes attended, then fifths; at least {CPE_RULES.checksPerCredit} attendance checks per credit run at random times.
              {credits ? ` ${credits.checksRun} run so far; ${credits.answersRequired} answers needed.` : ''}
            </Typography>
          </>
        ) : (
          <Typography color="text.secondary">This session is not a CPE program: attendance checks still record who answers, but no credit is awarded.</Typography>
        )}
        {editable ? (
          <Box>
            <Button variant="outlined" size="small" onClick={() => setEditing(true)}>
              {program ? 'Edit CPE program' : 'Make this a CPE program'}
            </Button>
          </Box>
        ) : null}
        {editing ? (
          <Suspense fallback={null}>
            <CpeProgramDialog session={{ ...session, cpe: program ?? session.cpe ?? null }} onClose={() => setEditing(false)} />
          </Suspense>
        ) : null}
        {operator ? (
          // Operators only (the server refuses anyone else): the audit archive, streamed as a download.
          <Typography variant="body2">
            <Link href={`/api/live-training/${encodeURIComponent(session.id)}/evidence`} download>
              Download audit evidence (zip of CSV files)
            </Link>
          </Typography>
        ) : null}
      </Box>

      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          void run.run(session.id, windowSeconds, prompt).then((outcome) => outcome.ok && setPrompt(''));
        }}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      >
        <TextField
          id={`${id}-prompt`}
          size="small"
          label="Question (optional)"
          placeholder={DEFAULT_CHECK_PROMPT}
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          helperText={`Attendees answer with Continue; empty asks “${DEFAULT_CHECK_PROMPT}”`}
          slotProps={{ htmlInput: { maxLength: CPE_RULES.promptMax }, inputLabel: { shrink: true } }}
          sx={{ flex: '1 1 260px' }}
        />
        <TextField
          id={`${id}-window`}
          select
          size="small"
          label="Time to answer"
          value={windowSeconds}
          onChange={(e) => setWindowSeconds(Number(e.target.value))}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 160 }}
        >
          {selectOptions(WINDOWS, (w) => `${w} seconds`)}
        </TextField>
        <Button type="submit" variant="contained" disabled={!live || run.pending}>
          Run a check now
        </Button>
        {!live ? <Typography variant="body2" color="text.secondary">Checks run while the session is live.</Typography> : null}
      </Box>

      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          Attendance and credits
        </Typography>
        <Typography role="status" aria-live="polite" variant="body2">
          {status !== 'ready' ? 'Loading attendance…' : rows.length ? `${atRisk} of ${rows.length} attendees at risk of losing credit. ${checks.length === 1 ? '1 check' : `${checks.length} checks`} run.` : 'No attendees registered yet.'}
        </Typography>
        {status === 'error' ? <Alert severity="warning">The credits could not be loaded.</Alert> : null}
        {rows.length ? (
          // Scrolls sideways on a phone: focusable so a keyboard can scroll it too.
          <TableContainer tabIndex={0} role="region" aria-label="Attendance and credits, scrollable" sx={{ maxWidth: '100%', overflowX: 'auto' }}>
            <Table size="small" aria-label="Attendance and credits by attendee">
              <ColumnHeads labels={['Attendee', 'Minutes', 'Checks answered', 'Missed', 'Credits', 'Status']} right={['Minutes', 'Checks answered', 'Missed', 'Credits']} />
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.userId} data-testid={`credit-row-${r.userId}`}>
                    <TableCell component="th" scope="row">{r.name}</TableCell>
                    <TableCell align="right">{r.minutes}</TableCell>
                    <TableCell align="right">{r.checksAnswered}</TableCell>
                    <TableCell align="right">{r.checksMissed}</TableCell>
                    <TableCell align="right">{formatCredits(r.credits)}</TableCell>
                    <TableCell>
                      {riskOf(r) ? (
                        <Chip size="small" color="warning" label={riskOf(r)} />
                      ) : (
                        <Chip size="small" variant="outlined" label={live ? 'On track' : 'Final'} />
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
      </Box>
    </Box>
  );
}
