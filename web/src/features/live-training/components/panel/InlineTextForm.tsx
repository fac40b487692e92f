import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

/** The form's text and its refusal, kept by whoever should keep them (a form closed and opened again finds them as they were). */
export function useInlineText(initial: string) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return { text, setText, error, setError };
}

type Props = {
  state: ReturnType<typeof useInlineText>;
  fieldId: string;
  label: string;
  maxLength: number;
  /** Said under the field when it is sent empty (or blank). */
  emptyMessage: string;
  submitLabel: string;
  pending: boolean;
  /** Gets the text trimmed; it never gets an empty one. */
  onSend: (text: string) => Promise<void>;
  onCancel: () => void;
  /** Escape anywhere in the form cancels too. */
  escapeCancels?: boolean;
};

/**
 * A text written in place in a question's card (the instructor's answer, an edited question): a
 * focused multi-line field, its submit button and Cancel. A refusal shows under the field and goes
 * as soon as the text changes.
 */
export function InlineTextForm({ state, fieldId, label, maxLength, emptyMessage, submitLabel, pending, onSend, onCancel, escapeCancels = false }: Props) {
  const { text, setText, error, setError } = state;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(emptyMessage);
      return;
    }
    await onSend(text.trim());
  };
  return (
    <Box
      component="form"
      onSubmit={(e) => void submit(e)}
      onKeyDown={
        escapeCancels
          ? (e) => {
              if (e.key === 'Escape') onCancel();
            }
          : undefined
      }
      noValidate
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}
    >
      <TextField
        id={fieldId}
        label={label}
        multiline
        minRows={2}
        autoFocus
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
        error={!!error}
        helperText={error}
        slotProps={{ htmlInput: { maxLength } }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" size="small" aria-disabled={pending || undefined}>
          {submitLabel}
        </Button>
        <Button size="small" onClick={onCancel}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
