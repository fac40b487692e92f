import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import PanToolIcon from '@mui/icons-material/PanTool';
import { REACTIONS } from '@app/shared-types/live-training/model';
import { useLowerHand, useRaiseHand, useReact, useReactionsSwitch } from '../../api/hands-reactions';
import { usePanelStore } from '../../store';

/**
 * Raise hand (an ordered queue the instructor sees live; either side lowers it) and reactions (a
 * fixed set with their counts, hidden from attendees while the instructor has them off).
 */
export function HandsAndReactions({ sessionId }: { sessionId: string }) {
  const id = useId();
  const instructor = usePanelStore((s) => s.role === 'instructor');
  const hands = usePanelStore((s) => s.hands);
  const reactions = usePanelStore((s) => s.reactions);
  const raise = useRaiseHand(sessionId);
  const lower = useLowerHand(sessionId);
  const react = useReact(sessionId);
  const toggle = useReactionsSwitch(sessionId);
  const raised = hands.myPosition !== null;
  const queue = hands.queue ?? [];

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      {instructor ? (
        <Box component="section" aria-labelledby={`${id}-hands`}>
          <Typography id={`${id}-hands`} component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
            Raised hands ({queue.length})
          </Typography>
          {queue.length ? (
            <Box component="ol" aria-label="Raised hands, first raised first" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
              {queue.map((h) => (
                <li key={h.userId}>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography>{h.name}</Typography>
                    <Button size="small" aria-label={`Lower ${h.name}'s hand`} onClick={() => void lower.run(h.userId)}>
                      Lower
                    </Button>
                  </Box>
                </li>
              ))}
            </Box>
          ) : (
            <Typography color="text.secondary">No hands are raised.</Typography>
          )}
        </Box>
      ) : (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant={raised ? 'contained' : 'outlined'} aria-pressed={raised} startIcon={<PanToolIcon aria-hidden />} onClick={() => void raise.run(!raised)} disabled={raise.pending}>
            {raised ? 'Lower hand' : 'Raise hand'}
          </Button>
          <Typography aria-live="polite" variant="body2" color="text.secondary">
            {raised ? `Your hand is raised: you are number ${hands.myPosition} in the queue.` : ''}
          </Typography>
        </Box>
      )}
      {reactions && (reactions.enabled || instructor) ? (
        <Box component="section" aria-labelledby={`${id}-reactions`} sx={{ display: 'grid', gap: 1 }}>
          <Typography id={`${id}-reactions`} component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
            Reactions
          </Typography>
          {instructor ? (
            <FormControlLabel
              control={<Switch checked={reactions.enabled} onChange={(_, on) => void toggle.run(on)} disabled={toggle.pending} />}
              label="Attendees can react"
            />
          ) : null}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {REACTIONS.map((r) => (
              <Button
                key={r.value}
                variant="outlined"
                size="small"
                disabled={instructor || !reactions.enabled}
                onClick={() => void react.run(r.value)}
              >
                <span aria-hidden>{r.emoji}</span>&nbsp;{r.label} {reactions.counts[r.value] ?? 0}
              </Button>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
