import Box from '@mui/material/Box';

/** The unread mark beside a row: a dot (the row's text says "Unread" to screen readers). Keeps its space when read. */
export function UnreadDot({ unread }: { unread: boolean }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ flexShrink: 0, width: 10, height: 10, mt: '6px', borderRadius: '50%', bgcolor: unread ? 'primary.main' : 'transparent' }}
    />
  );
}
