import { useId } from 'react';
import { Controller } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { LIVE_LIMITS, ZAskQuestionRequest, type TAskQuestionRequest } from '@app/shared-types/live-training';
import { useAskQuestion, type TAskQuestionBody } from '../../api/ask-question';
import { SubmitButton } from '../../../../lib/ui/SubmitButton';
import { usePanelForm } from './use-panel-form';

/** Ask a question ('Question Required: Please enter your question.'), optionally anonymously. */
export function AskQuestionForm({ sessionId }: { sessionId: string }) {
  const id = useId();
  const { form, onSubmit, pending, textProps } = usePanelForm<TAskQuestionRequest, TAskQuestionBody>(ZAskQuestionRequest, { question: '', anonymous: false }, useAskQuestion(sessionId), (body) => ({
    question: '',
    anonymous: body.anonymous,
  }));

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label="Ask a question" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
      <TextField
        {...textProps('question')}
        id={`${id}-question`}
        label="Your question"
        multiline
        minRows={2}
        required
        slotProps={{ htmlInput: { maxLength: LIVE_LIMITS.questionMax } }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Controller
          name="anonymous"
          control={form.control}
          render={({ field }) => (
            <FormControlLabel label="Ask anonymously" control={<Checkbox checked={!!field.value} onChange={(_, c) => field.onChange(c)} onBlur={field.onBlur} />} />
          )}
        />
        <SubmitButton pending={pending} pendingLabel="Sending..." label="Ask question" />
      </Box>
    </Box>
  );
}
