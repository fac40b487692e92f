import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/**
 * Asks before something that cannot be undone. Cancel has the initial focus (the safe choice);
 * MUI returns focus to the opener when it closes without the thing being deleted.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const id = useId();
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} maxWidth="xs" fullWidth>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus disabled={pending}>
          Cancel
        </Button>
        <Button onClick={() => !pending && onConfirm()} color="error" variant="contained" aria-disabled={pending || undefined}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
