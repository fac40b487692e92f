import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BREAKOUT_TIMER, ZBreakoutBroadcastRequest } from '@app/shared-types/live-training';
import { useBroadcastToBreakouts, useExtendBreakouts, useStartBreakoutCountdown } from '../../api/breakout-timer';
import { formatLeft } from '../../model/format-time';
import { useBreakoutClock } from '../use-breakout-clock';
import { selectOptions } from '../../../../lib/forms/select-options';

const EXTENSIONS = [1, 5, 10, 15] as const;

/** How long the open rooms have left, for everybody on the Breakout Rooms tab (the server's timer). */
export function BreakoutTimeLeft() {
  const clock = useBreakoutClock();
  if (!clock) return <Typography color="text.secondary">No timer: the rooms stay open until the instructor closes them.</Typography>;
  return (
    <Typography sx={{ fontWeight: 700 }} color={clock.countingDown ? 'error.main' : undefined}>
      {clock.over ? 'Time is up: the rooms are closing.' : `Rooms close in ${formatLeft(clock.msLeft)}`}
    </Typography>
  );
}

/**
 * The instructor's hold on open rooms: more minutes (added to the timer, or a timer from now), the
 * one-minute countdown now, and a message to every room. The server holds the timer; everybody's
 * panel follows its events.
 */
export function BreakoutTimerControls({ sessionId }: { sessionId: string }) {
  const id = useId();
  const clock = useBreakoutClock();
  const extend = useExtendBreakouts(sessionId);
  const countdown = useStartBreakoutCountdown(sessionId);
  const broadcast = useBroadcastToBreakouts(sessionId);
  const [minutes, setMinutes] = useState<number>(5);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ message: string }>({ resolver: zodResolver(ZBreakoutBroadcastRequest), defaultValues: { message: '' } });
  const { ref, ...message } = register('message');
  const send = handleSubmit(async ({ message: text }) => {
    if (broadcast.pending) return;
    if ((await broadcast.run(text)).ok) reset({ message: '' });
  });

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          id={`${id}-extend`}
          select
          size="small"
          label="Add minutes"
          value={minutes}
          onChange={(e) => setMinutes(Number(e.target.value))}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 130 }}
        >
          {selectOptions(EXTENSIONS, (n) => `${n} ${n === 1 ? 'minute' : 'minutes'}`)}
        </TextField>
        <Button variant="outlined" onClick={() => !extend.pending && void extend.run(minutes)} aria-disabled={extend.pending || undefined}>
          Extend
        </Button>
        <Button variant="outlined" color="warning" onClick={() => void countdown.run()} disabled={countdown.pending || !!clock?.countingDown}>
          Start {BREAKOUT_TIMER.countdownSeconds}-second countdown
        </Button>
      </Box>
      <Box component="form" onSubmit={send} noValidate aria-label="Message to all rooms" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <TextField
          {...message}
          inputRef={ref}
          id={`${id}-message`}
          size="small"
          label="Message to all rooms"
          error={!!errors.message}
          helperText={errors.message?.message}
          slotProps={{ htmlInput: { maxLength: BREAKOUT_TIMER.messageMax } }}
          sx={{ flex: '1 1 240px' }}
        />
        <Button type="submit" variant="contained" aria-disabled={broadcast.pending || undefined}>
          Send to all rooms
        </Button>
      </Box>
    </Box>
  );
}
