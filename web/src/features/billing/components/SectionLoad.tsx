import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/**
 * A billing section's content once it has loaded; until then that it is loading (a status), or
 * that it could not load (an alert), naming `what` ("your payments").
 */
export function SectionLoad({ what, failed, loading, children }: { what: string; failed: boolean; loading: boolean; children: ReactNode }) {
  if (failed) {
    return (
      <Typography variant="body2" role="alert">
        {`Your ${what} could not be loaded. Please reload the page to try again.`}
      </Typography>
    );
  }
  if (loading) {
    return (
      <Typography variant="body2" role="status">
        {`Loading your ${what}…`}
      </Typography>
    );
  }
  return children;
}
