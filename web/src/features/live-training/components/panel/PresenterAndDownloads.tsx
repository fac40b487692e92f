import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { isOperator } from '@app/shared-types/auth/access';
import { useCurrentUser } from '../../../../lib/auth/use-current-user';
import { useSetPresenterView } from '../../api/presenter';
import { usePanelStore } from '../../store';

/** The CSV exports the server streams to a session's instructor and operators (GET /api/live-training/:id/export/<file>). */
export const SESSION_EXPORTS = [
  { file: 'polls.csv', label: 'Poll results (CSV)' },
  { file: 'qa.csv', label: 'Q&A (CSV)' },
  { file: 'attendance.csv', label: 'Attendance (CSV)' },
] as const;

export const presenterPath = (sessionId: string) => `/live-training/${encodeURIComponent(sessionId)}/present`;

/**
 * For the session's instructor and operators (the panel's 'instructor' role): the presenter view
 * for a projector (opened in its own tab; what it shows is chosen here and follows live), and the
 * session's downloads. The audit evidence zip is operators' only, as the server rules.
 */
export function PresenterAndDownloads({ sessionId }: { sessionId: string }) {
  const id = useId();
  const operator = isOperator(useCurrentUser().user);
  const view = usePanelStore((s) => s.presenter);
  const polls = usePanelStore((s) => s.polls);
  const setView = useSetPresenterView(sessionId);
  const value = view.mode === 'poll' && view.pollId ? `poll:${view.pollId}` : view.mode;
  const base = `/api/live-training/${encodeURIComponent(sessionId)}`;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="section" aria-labelledby={`${id}-presenter`} sx={{ display: 'grid', gap: 1 }}>
        <Typography id={`${id}-presenter`} component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
          Presenter view
        </Typography>
        <TextField
          id={`${id}-shows`}
          select
          size="small"
          label="The projector shows"
          value={value}
          disabled={setView.pending}
          onChange={(e) => {
            const v = e.target.value;
            void setView.run(v.startsWith('poll:') ? { mode: 'poll', pollId: v.slice(5) } : { mode: v as 'auto' | 'questions' | 'leaderboard', pollId: null });
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="auto">The current poll (else the top questions)</option>
          <option value="questions">The top questions</option>
          <option value="leaderboard">The quiz leaderboard</option>
          {polls.map((p) => (
            <option key={p.id} value={`poll:${p.id}`}>
              Poll: {p.question}
            </option>
          ))}
        </TextField>
        <Box>
          <Button variant="outlined" size="small" href={presenterPath(sessionId)} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon aria-hidden />}>
            Open presenter view (new tab)
          </Button>
        </Box>
      </Box>
      <Box component="section" aria-labelledby={`${id}-downloads`} sx={{ display: 'grid', gap: 0.5 }}>
        <Typography id={`${id}-downloads`} component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
          Downloads
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {SESSION_EXPORTS.map((e) => (
            <li key={e.file}>
              <Link href={`${base}/export/${e.file}`} download>
                {e.label}
              </Link>
            </li>
          ))}
          {operator ? (
            <li>
              <Link href={`${base}/evidence`} download>
                Audit evidence (zip of CSV files)
              </Link>
            </li>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}
