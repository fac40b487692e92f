import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

type Props = {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** The button that backs out (default 'Keep it'). */
  cancelLabel?: string;
  /** 'danger' (default) for what cannot be undone; 'primary' for a change that can be made again (a new time). */
  tone?: 'danger' | 'primary';
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** A yes/no question before something that cannot be undone (ending or cancelling a session, cancelling a membership) or that moves someone's plans. */
export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel = 'Keep it', tone = 'danger', pending, onConfirm, onClose }: Props) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{cancelLabel}</Button>
        <Button color={tone === 'danger' ? 'error' : 'primary'} variant="contained" onClick={onConfirm} disabled={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
