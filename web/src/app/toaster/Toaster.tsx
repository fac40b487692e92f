import { useCallback, useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { TOAST_HOTKEY, useToastStore } from '../../lib/toast-store';
import { ToastCard } from './ToastCard';

/**
 * The notifications region. F8 moves focus to it so keyboard users can reach a toast before it
 * goes. Status toasts are announced politely, destructive ones at once (role=alert); both live
 * regions stay in the page so screen readers are already watching them when a toast arrives.
 */
export function Toaster() {
  const all = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== TOAST_HOTKEY || e.altKey || e.ctrlKey || e.metaKey) return;
      e.preventDefault();
      regionRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const onDismiss = useCallback(
    (id: number, hadFocus: boolean) => {
      dismiss(id);
      // Focus inside a closing toast would otherwise drop to the page's start.
      if (hadFocus) regionRef.current?.focus();
    },
    [dismiss],
  );

  // Dismissed toasts stay in the store until the spec's removal delay; they are not shown.
  const open = all.filter((t) => t.open);
  const polite = open.filter((t) => t.variant !== 'destructive');
  const urgent = open.filter((t) => t.variant === 'destructive');

  return (
    <Box
      component="section"
      ref={regionRef}
      aria-label={`Notifications (${TOAST_HOTKEY})`}
      tabIndex={-1}
      sx={{
        position: 'fixed',
        right: 0,
        bottom: 0,
        zIndex: 'snackbar',
        width: '100%',
        maxWidth: { sm: 420 },
        p: 2,
        pointerEvents: 'none',
      }}
    >
      <Box role="status" aria-live="polite" aria-atomic="true" sx={{ display: 'grid', gap: 1 }}>
        {polite.map((t) => (
          <ToastCard key={t.id} toast={t} onDismiss={onDismiss} />
        ))}
      </Box>
      <Box role="alert" aria-atomic="true" sx={{ display: 'grid', gap: 1 }}>
        {urgent.map((t) => (
          <ToastCard key={t.id} toast={t} onDismiss={onDismiss} />
        ))}
      </Box>
    </Box>
  );
}
