import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type Toast } from '../../lib/toast-store';

const VARIANT_STYLES = {
  default: { bgcolor: 'background.paper', color: 'text.primary', borderColor: 'divider' },
  success: { bgcolor: 'success.main', color: 'success.contrastText', borderColor: 'success.dark' },
  destructive: { bgcolor: 'error.main', color: 'error.contrastText', borderColor: 'error.dark' },
} as const;

/** Movement before a press counts as a swipe rather than a click on the close button. */
const SWIPE_START_PX = 6;

type Props = { toast: Toast; onDismiss: (id: number, hadFocus: boolean) => void };

/**
 * One notification. It closes itself after its duration, but not while the pointer is over it,
 * it holds keyboard focus or the window is in the background, so nobody loses a message they
 * are reading. Swiping it right by the spec's threshold dismisses it.
 */
export function ToastCard({ toast, onDismiss }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [windowHidden, setWindowHidden] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipe = useRef<{ startX: number; swiping: boolean } | null>(null);
  const remaining = useRef(toast.durationMs ?? TOAST_DURATION_MS);
  const paused = hovered || focused || windowHidden || offset > 0;

  const dismiss = () => onDismiss(toast.id, !!ref.current?.contains(document.activeElement));

  useEffect(() => {
    const onBlur = () => setWindowHidden(true);
    const onFocus = () => setWindowHidden(false);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
    };
  }, []);

  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id, !!ref.current?.contains(document.activeElement)), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, toast.id, onDismiss]);

  const onPointerDown = (e: ReactPointerEvent) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    swipe.current = { startX: e.clientX, swiping: false };
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const s = swipe.current;
    if (!s) return;
    const dx = e.clientX - s.startX;
    if (!s.swiping && dx > SWIPE_START_PX) {
      s.swiping = true;
      e.currentTarget.setPointerCapture?.(e.pointerId);
    }
    if (s.swiping) setOffset(Math.max(0, dx));
  };
  const endSwipe = (e: ReactPointerEvent, cancelled: boolean) => {
    const s = swipe.current;
    swipe.current = null;
    if (!s?.swiping) return;
    if (!cancelled && e.clientX - s.startX >= TOAST_SWIPE_THRESHOLD_PX) dismiss();
    else setOffset(0);
  };

  const variant = toast.variant ?? 'default';
  return (
    <Paper
      ref={ref}
      elevation={6}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(e) => endSwipe(e, false)}
      onPointerCancel={(e) => endSwipe(e, true)}
      sx={{
        ...VARIANT_STYLES[variant],
        pointerEvents: 'auto',
        border: 1,
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        p: 2,
        pr: 1,
        touchAction: 'pan-y',
        userSelect: offset > 0 ? 'none' : undefined,
        transform: `translateX(${offset}px)`,
        opacity: offset > 0 ? Math.max(0.3, 1 - offset / (TOAST_SWIPE_THRESHOLD_PX * 4)) : 1,
        transition: offset > 0 ? 'none' : 'transform 150ms ease-out, opacity 150ms ease-out',
        animation: 'toast-in 150ms ease-out',
        '@keyframes toast-in': { from: { transform: 'translateY(8px)', opacity: 0 }, to: { transform: 'none', opacity: 1 } },
        // On coloured toasts the theme's navy focus ring would vanish; use the text colour.
        '& .Mui-focusVisible': { outlineColor: 'currentColor' },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0, pt: 0.5 }}>
        <Typography component="p" sx={{ fontWeight: 700 }}>
          {toast.title}
        </Typography>
        {toast.description && (
          <Typography component="p" variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {toast.description}
          </Typography>
        )}
      </Box>
      <IconButton aria-label="Close notification" color="inherit" size="small" onClick={dismiss}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}
