import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { LIVE_LIMITS, POLL_KIND_LABELS, POLL_KIND_LIMITS, POLL_KINDS, pollHasOptions, ZCreatePollRequest, type TCreatePollRequest } from '@app/shared-types/live-training';
import { useCreatePoll, type TCreatePollBody } from '../../api/create-poll';
import { SubmitButton } from '../../../../lib/ui/SubmitButton';
import { ControlledRadioRow } from './ControlledRadioRow';
import { selectOptions } from '../../../../lib/forms/select-options';
import { ControlledNativeSelect } from '../../../../lib/forms/ControlledNativeSelect';

const DEFAULTS: TCreatePollRequest = { kind: 'single', question: '', options: ['', ''], allowMultiple: false, anonymous: false, resultsVisibility: 'live', timerSeconds: null };

const KIND_HINTS: Record<(typeof POLL_KINDS)[number], string> = {
  single: 'Attendees choose one option.',
  multiple: 'Attendees choose one or more options.',
  wordcloud: 'Attendees type a word or two; the answers show as a live word cloud.',
  open: 'Attendees type a free answer.',
  rating: 'Attendees rate from 1 to 5.',
  ranking: 'Attendees put the options in order.',
  quiz: 'One option is right; a leaderboard ranks the right answers, fastest first.',
};

/**
 * The instructor's poll form: the spec's rules (question required; at least 2 non-blank options;
 * it starts with 2, options can be added, and removed only while more than 2 remain) through the
 * shared schema; plus the choices the issue adds: live or after-close results, anonymous, multiple.
 */
export function CreatePollForm({ sessionId }: { sessionId: string }) {
  const id = useId();
  const { run, pending } = useCreatePoll(sessionId);
  // Stable keys for the option rows (their values live in the form).
  const nextKey = useRef(2);
  const [keys, setKeys] = useState([0, 1]);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setFocus,
    reset,
    watch,
    formState: { errors },
  } = useForm<TCreatePollRequest, unknown, TCreatePollBody>({ resolver: zodResolver(ZCreatePollRequest), defaultValues: DEFAULTS });

  const addOption = () => {
    const index = keys.length;
    setKeys((k) => [...k, nextKey.current++]);
    setValue('options', [...(getValues('options') ?? []), '']);
    setTimeout(() => setFocus(`options.${index}`), 0);
  };
  const removeOption = (index: number) => {
    if (keys.length <= LIVE_LIMITS.pollOptionsMin) return;
    setKeys((k) => k.filter((_, i) => i !== index));
    setValue('options', (getValues('options') ?? []).filter((_, i) => i !== index));
    setTimeout(() => setFocus(`options.${Math.max(0, index - 1)}`), 0);
  };

  const onSubmit = handleSubmit(async (body) => {
    const outcome = await run(body);
    if (!outcome.ok) return;
    reset(DEFAULTS);
    setKeys([nextKey.current++, nextKey.current++]);
  });

  const optionsError = errors.options?.message ?? errors.options?.root?.message;
  const kind = watch('kind') ?? 'single';
  const withOptions = pollHasOptions(kind);
  const quiz = kind === 'quiz';
  const optionTexts = watch('options') ?? [];
  // A quiz names its players on the leaderboard: it is never anonymous.
  useEffect(() => {
    if (quiz) setValue('anonymous', false);
  }, [quiz, setValue]);
  const { ref: questionRef, ...question } = register('question');

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label="Create a poll" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <ControlledNativeSelect name="kind" control={control} id={`${id}-kind`} label="Kind of poll" fallback="single" hint={(kind) => KIND_HINTS[kind as keyof typeof KIND_HINTS]}>
        {selectOptions(POLL_KINDS, POLL_KIND_LABELS)}
      </ControlledNativeSelect>
      <TextField
        {...question}
        inputRef={questionRef}
        id={`${id}-question`}
        label="Poll question"
        required
        error={!!errors.question}
        helperText={errors.question?.message}
        slotProps={{ htmlInput: { maxLength: LIVE_LIMITS.pollQuestionMax } }}
      />
      {withOptions ? (
      <FormControl component="fieldset" error={!!optionsError} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
        <FormLabel component="legend" sx={{ mb: 1 }}>
          Options
        </FormLabel>
        {keys.map((key, index) => {
          const { ref, ...option } = register(`options.${index}`);
          return (
            <Box key={key} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <TextField
                {...option}
                inputRef={ref}
                id={`${id}-option-${key}`}
                label={`Option ${index + 1}`}
                size="small"
                fullWidth
                error={!!errors.options?.[index]}
                helperText={errors.options?.[index]?.message}
                slotProps={{ htmlInput: { maxLength: LIVE_LIMITS.pollOptionMax } }}
              />
              {keys.length > LIVE_LIMITS.pollOptionsMin ? (
                <IconButton aria-label={`Remove option ${index + 1}`} onClick={() => removeOption(index)}>
                  <DeleteOutlineIcon />
                </IconButton>
              ) : null}
            </Box>
          );
        })}
        {optionsError ? <FormHelperText>{optionsError}</FormHelperText> : null}
        <Box>
          <Button startIcon={<AddIcon aria-hidden />} onClick={addOption} disabled={keys.length >= LIVE_LIMITS.pollOptionsMax}>
            Add option
          </Button>
        </Box>
      </FormControl>
      ) : null}
      {quiz ? (
        <Controller
          name="correctIndex"
          control={control}
          render={({ field }) => (
            <FormControl component="fieldset" error={!!errors.correctIndex}>
              <FormLabel component="legend" id={`${id}-correct`}>
                Correct answer
              </FormLabel>
              <RadioGroup aria-labelledby={`${id}-correct`} value={field.value ?? ''} onChange={(_, v) => field.onChange(Number(v))}>
                {keys.map((key, index) => (
                  <FormControlLabel key={key} value={index} control={<Radio />} label={optionTexts[index]?.trim() || `Option ${index + 1}`} />
                ))}
              </RadioGroup>
              {errors.correctIndex ? <FormHelperText>{errors.correctIndex.message}</FormHelperText> : null}
            </FormControl>
          )}
        />
      ) : null}
      {quiz ? (
        <TextField
          {...register('timerSeconds', { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)) })}
          id={`${id}-timer`}
          label="Timer in seconds (optional)"
          type="number"
          error={!!errors.timerSeconds}
          helperText={errors.timerSeconds?.message ?? `${POLL_KIND_LIMITS.quizTimerMin} to ${POLL_KIND_LIMITS.quizTimerMax} seconds; without one, the quiz stays open until you close it.`}
          slotProps={{ htmlInput: { min: POLL_KIND_LIMITS.quizTimerMin, max: POLL_KIND_LIMITS.quizTimerMax } }}
          sx={{ maxWidth: 320 }}
        />
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
        {quiz ? null : (
        <Controller
          name="anonymous"
          control={control}
          render={({ field }) => (
            <FormControlLabel label="Anonymous (nobody sees who voted)" control={<Checkbox checked={!!field.value} onChange={(_, c) => field.onChange(c)} onBlur={field.onBlur} />} />
          )}
        />
        )}
      </Box>
      <ControlledRadioRow
        name="resultsVisibility"
        control={control}
        legend="Results"
        legendId={`${id}-results`}
        fallback="live"
        options={[
          { value: 'live', label: 'Show live' },
          { value: 'after-close', label: 'Show after closing' },
        ]}
      />
      <Box>
        <SubmitButton pending={pending} pendingLabel="Creating..." label="Create poll" />
      </Box>
    </Box>
  );
}
