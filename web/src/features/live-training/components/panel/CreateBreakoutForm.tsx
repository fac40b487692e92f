import { useId } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { BREAKOUT_SIZES, BREAKOUT_TIMER, LIVE_LIMITS, ZCreateBreakoutRequest, type TCreateBreakoutRequest } from '@app/shared-types/live-training';
import { useOpenBreakouts, type TCreateBreakoutBody } from '../../api/open-breakouts';
import { ControlledNativeSelect } from '../../../../lib/forms/ControlledNativeSelect';
import { ControlledNumberField } from '../../../../lib/forms/ControlledNumberField';
import { SubmitButton } from '../../../../lib/ui/SubmitButton';
import { ControlledRadioRow } from './ControlledRadioRow';
import { usePanelForm } from './use-panel-form';
import { selectOptions } from '../../../../lib/forms/select-options';

const DEFAULTS: TCreateBreakoutRequest = { name: '', maxParticipants: 5, topic: '', count: 1, assignment: 'choose', minutes: null };

/**
 * The spec's breakout form (name, max participants 3/5/8/10, optional topic), made to work, with
 * the additions: several rooms at once; attendees choose, are placed at random among those
 * present, or are pre-assigned from the registrations; an optional timer that closes the rooms by
 * itself after a one-minute countdown everybody sees.
 */
export function CreateBreakoutForm({ sessionId }: { sessionId: string }) {
  const id = useId();
  const { form, onSubmit, pending, textProps: text } = usePanelForm<TCreateBreakoutRequest, TCreateBreakoutBody>(ZCreateBreakoutRequest, DEFAULTS, useOpenBreakouts(sessionId));
  const {
    control,
    formState: { errors },
  } = form;

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label="Open breakout rooms" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' } }}>
        <TextField {...text('name')} id={`${id}-name`} label="Room name" required slotProps={{ htmlInput: { maxLength: LIVE_LIMITS.breakoutNameMax } }} />
        <ControlledNativeSelect name="maxParticipants" control={control} id={`${id}-size`} label="Max participants" parse={Number} error={errors.maxParticipants}>
          {selectOptions(BREAKOUT_SIZES, (n) => n)}
        </ControlledNativeSelect>
        <ControlledNumberField name="count" control={control} id={`${id}-count`} label="How many rooms" error={errors.count} min={1} max={LIVE_LIMITS.breakoutCountMax} restoresDefault={DEFAULTS.count} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
        <TextField {...text('topic')} id={`${id}-topic`} label="Topic (optional)" slotProps={{ htmlInput: { maxLength: LIVE_LIMITS.breakoutTopicMax } }} />
        <ControlledNumberField
          name="minutes"
          control={control}
          id={`${id}-minutes`}
          label="Timer in minutes (optional)"
          error={errors.minutes}
          hint={`The rooms close by themselves, after a ${BREAKOUT_TIMER.countdownSeconds}-second countdown.`}
          min={BREAKOUT_TIMER.minutesMin}
          max={BREAKOUT_TIMER.minutesMax}
        />
      </Box>
      <ControlledRadioRow
        name="assignment"
        control={control}
        legend="Assignment"
        legendId={`${id}-assign`}
        fallback="choose"
        options={[
          { value: 'choose', label: 'Attendees choose a room' },
          { value: 'random', label: 'Assign attendees here now at random' },
          { value: 'registrations', label: 'Pre-assign every registered attendee' },
        ]}
      />
      <Box>
        <SubmitButton pending={pending} pendingLabel="Opening..." label="Open rooms" />
      </Box>
    </Box>
  );
}
