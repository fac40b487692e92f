import { useEffect, useState } from 'react';
import type { TBreakoutTimer } from '@app/shared-types/live-training/model';
import { breakoutClock, clockOffset, type TBreakoutClock } from '../model/panel/breakout-clock';
import { usePanelStore } from '../store';
import { useNow } from '../../../lib/use-now';

/**
 * The breakout rooms' timer as it stands now, ticking every second while there is one: read from the
 * server's times (the timer, pushed live), against this browser's clock corrected by the offset
 * measured when the timer arrived. Null when the rooms have no timer.
 */
export function useBreakoutClock(): (TBreakoutClock & { timer: TBreakoutTimer }) | null {
  const timer = usePanelStore((s) => s.breakoutTimer);
  // The offset, and when it was measured: until the next tick, that moment is the freshest "now".
  const [measured, setMeasured] = useState({ offset: 0, at: 0 });
  useEffect(() => {
    // Measured once per timer: the network's few milliseconds are small beside a second's tick.
    if (!timer) return;
    const at = Date.now();
    setMeasured({ offset: clockOffset(timer, at), at });
  }, [timer]);
  const now = useNow(1_000);
  if (!timer) return null;
  return { timer, ...breakoutClock(timer, Math.max(now, measured.at) + measured.offset) };
}
