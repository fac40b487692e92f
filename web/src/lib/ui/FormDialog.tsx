import type { FormEventHandler, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { DialogSubmitActions } from './SubmitButton';

type Props = {
  /** The id of the dialog's title, which names it. */
  titleId: string;
  title: ReactNode;
  /** The id of a text inside that describes the dialog, if any. */
  describedBy?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** While the form's action is on its way the dialog stays open (no closing by Escape or backdrop) and says so. */
  pending: boolean;
  submitLabel: ReactNode;
  pendingLabel: ReactNode;
  children: ReactNode;
};

/**
 * A small dialog that is one form: its title, its fields in a column, then Cancel and the submit
 * button. The form wraps title, content and actions without a box of its own (display: contents),
 * so the dialog lays them out as usual.
 */
export function FormDialog({ titleId, title, describedBy, onSubmit, onClose, pending, submitLabel, pendingLabel, children }: Props) {
  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} aria-describedby={describedBy} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={onSubmit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>{children}</DialogContent>
        <DialogSubmitActions onCancel={onClose} pending={pending} pendingLabel={pendingLabel} label={submitLabel} />
      </Box>
    </Dialog>
  );
}
