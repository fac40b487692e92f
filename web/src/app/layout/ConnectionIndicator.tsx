import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import { useConnectionStore, type ConnectionStatus } from '../../lib/socket/connection-store';
import { visuallyHidden } from '../../lib/ui/visually-hidden';

/** How long 'Live updates restored' stays on screen after a reconnect. */
const RESTORED_VISIBLE_MS = 4000;

type Shown = 'reconnecting' | 'offline' | 'restored' | null;

function shownFor(status: ConnectionStatus, wasLost: boolean): Shown {
  if (status === 'reconnecting') return 'reconnecting';
  if (status === 'disconnected') return 'offline';
  if (status === 'connected' && wasLost) return 'restored';
  return null;
}

const TEXT = { reconnecting: 'Reconnecting…', offline: 'Live updates offline', restored: 'Live updates restored' } as const;

/**
 * Says nothing while live updates work. When the connection drops it shows (and announces)
 * 'Reconnecting…', then 'Live updates restored' for a few seconds once it is back. The live region
 * stays mounted so screen readers hear each change.
 */
export function ConnectionIndicator() {
  const status = useConnectionStore((s) => s.status);
  const lost = useRef(false);
  const [shown, setShown] = useState<Shown>(null);

  useEffect(() => {
    const next = shownFor(status, lost.current);
    lost.current = status === 'reconnecting' || status === 'disconnected';
    setShown(next);
    if (next !== 'restored') return;
    const timer = setTimeout(() => setShown(null), RESTORED_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center' }}>
      {shown && (
        <Box
          component="span"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.75,
            px: { xs: 0.75, sm: 1.25 },
            py: 0.5,
            borderRadius: 4,
            fontSize: '0.8125rem',
            fontWeight: 600,
            whiteSpace: 'nowrap',
            border: 1,
            ...(shown === 'restored'
              ? { color: 'success.main', borderColor: 'success.main' }
              : { color: 'warning.main', borderColor: 'warning.main' }),
          }}
        >
          {shown === 'reconnecting' && <CircularProgress size={12} color="inherit" aria-hidden />}
          {shown === 'offline' && <WifiOffIcon sx={{ fontSize: 16 }} aria-hidden />}
          {shown === 'restored' && <CheckCircleIcon sx={{ fontSize: 16 }} aria-hidden />}
          {/* Phones have no room for the words beside the brand: icon only, words still read out. */}
          <Box component="span" sx={(t) => ({ [t.breakpoints.down('sm')]: visuallyHidden })}>
            {TEXT[shown]}
          </Box>
        </Box>
      )}
    </Box>
  );
}
