import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

/** A load that failed: what could not be loaded and why (`children`), and a button (`label`) that tries again. */
export function RetryAlert({ onRetry, label, sx, children }: { onRetry: () => void; label: 'Try again' | 'Try Again'; sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {label}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
