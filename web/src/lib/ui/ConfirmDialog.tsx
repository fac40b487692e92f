import { useId, type ReactNode } from 'react';
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
  /**
   * 'danger' (default) for what cannot be undone; 'primary' for a change that can be made again (a
   * new time) or that grants or sends (approving a payment, sending a campaign).
   */
  tone?: 'danger' | 'primary';
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Keeps the confirm button off while what it acts on is not known yet (or would be refused). */
  confirmDisabled?: boolean;
  /** More under the text (a count being loaded, a reason the action cannot go ahead). */
  children?: ReactNode;
};

/**
 * A yes/no question before something that cannot be undone (ending or cancelling a session,
 * cancelling a membership), that moves someone's plans, or that reaches other people (approving a
 * payment, sending a campaign).
 */
export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel = 'Keep it', tone = 'danger', pending, onConfirm, onClose, confirmDisabled, children }: Props) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ whiteSpace: 'nowrap' }}>
          {cancelLabel}
        </Button>
        <Button color={tone === 'danger' ? 'error' : 'primary'} variant="contained" onClick={onConfirm} disabled={pending || confirmDisabled}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
