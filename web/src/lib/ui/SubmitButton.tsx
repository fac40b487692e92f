import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

type SubmitProps = {
  pending: boolean;
  label: ReactNode;
  /** What the button says while the action is on its way ('Saving...'). */
  pendingLabel: ReactNode;
};

/**
 * A form's submit button. While its action is on its way it says so and is aria-disabled rather
 * than disabled, so it keeps keyboard focus and screen readers still find it.
 */
export function SubmitButton({ pending, label, pendingLabel, size }: SubmitProps & { size?: 'small' | 'medium' }) {
  return (
    <Button type="submit" variant="contained" size={size} aria-disabled={pending || undefined}>
      {pending ? pendingLabel : label}
    </Button>
  );
}

/** A form dialog's actions: Cancel (off while the action is on its way) and the submit button. */
export function DialogSubmitActions({ onCancel, ...submit }: SubmitProps & { onCancel: () => void }) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={submit.pending}>
        Cancel
      </Button>
      <SubmitButton {...submit} />
    </DialogActions>
  );
}
