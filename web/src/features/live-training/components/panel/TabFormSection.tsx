import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { usePanelStore } from '../../store';

/**
 * The instructor's form at the top of a panel tab (a new poll, breakout rooms, a resource to share),
 * shown to the instructor only: a section named by its heading (`id` ties them together), set off
 * from the tab's list below it.
 */
export function TabFormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const instructor = usePanelStore((s) => s.role === 'instructor');
  if (!instructor) return null;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
      <Divider sx={{ mt: 3 }} />
    </Box>
  );
}
