import { PAID_PLAN_IDS, PLANS, contentTier, type TPlanId } from '@app/shared-types/membership/model';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { LIVE_LIMITS, SESSION_CATEGORIES, SESSION_TYPES, ZScheduleSessionRequest, type TScheduleSessionRequest } from '@app/shared-types/live-training';
import type { TLiveSession } from '@app/shared-types/live-training/model';
import { errorMessage, fieldErrors } from '../../../lib/api-client';
import { useScheduleSession, type TScheduleSessionBody } from '../api/schedule-session';
import { useUpdateSession } from '../api/update-session';
import { viewerTimeZone } from '../model/format-time';
import { setCpeProgram } from '../api/cpe';
import { CpeProgramFields } from './CpeProgramFields';
import { DialogSubmitActions } from '../../../lib/ui/SubmitButton';
import { entryOptions, selectOptions } from '../../../lib/forms/select-options';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Every zone the browser knows, the viewer's own included even on a platform that lists none. */
function timeZones(mine: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  return [...new Set([mine, 'UTC', ...zones])].sort();
}

/** Tomorrow at 10:00 in `tz`: a sensible first suggestion that is always in the future. */
function defaultStart(tz: string): string {
  return dayjs().tz(tz).add(1, 'day').hour(10).minute(0).second(0).millisecond(0).toISOString();
}

const FIELDS = ['title', 'description', 'category', 'sessionType', 'scheduledStartTime', 'duration', 'timezone', 'maxParticipants', 'requiredTier', 'agenda'] as const;

/** Who may attend: everyone, or members from a plan up (Starter and above is the spec's Premium Only). */
const ATTENDANCE: { tier: TPlanId; label: string }[] = [
  { tier: 'free', label: 'Everyone (open session)' },
  ...PAID_PLAN_IDS.map((tier) => ({ tier, label: tier === 'starter' ? 'Premium members (Starter plan and above)' : `${PLANS[tier].name} plan and above` })),
];

/** The form's values for an existing session (editing keeps its zone and wall-clock start). */
function valuesOf(session: TLiveSession): TScheduleSessionRequest {
  return {
    title: session.title,
    description: session.description,
    category: session.category,
    sessionType: session.sessionType === 'instant' ? 'webinar' : session.sessionType,
    scheduledStartTime: session.scheduledStartTime,
    duration: session.duration,
    timezone: session.timezone,
    maxParticipants: session.maxParticipants,
    isPremiumOnly: session.isPremiumOnly,
    requiredTier: contentTier(session),
    agenda: session.agenda ?? '',
    learningObjectives: session.learningObjectives,
    materials: session.materials,
    recordingEnabled: session.recordingEnabled,
    cpe: session.cpe ? { ...session.cpe } : null,
  };
}

/**
 * The instructor's scheduling form (the spec's 'Schedule Session' button, made real), also used to
 * edit a scheduled session (`session`): the shared schema validates it; the start is picked as a
 * date and a wall-clock time in the chosen time zone (the viewer's by default), shown next to the
 * pickers. Loaded only when opened: the pickers and their date library stay out of the page's
 * first load.
 */
export default function ScheduleSessionDialog({ onClose, session }: { onClose: () => void; session?: TLiveSession }) {
  const id = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const mine = useMemo(viewerTimeZone, []);
  const zones = useMemo(() => timeZones(mine), [mine]);
  const schedule = useScheduleSession();
  const update = useUpdateSession(session?.id ?? '');
  const { run, pending } = session ? update : schedule;
  const [objectivesText, setObjectivesText] = useState(() => session?.learningObjectives.join('\n') ?? '');
  const {
    register,
    control,
    handleSubmit,
    watch,
    getValues,
    setValue,
    setError,
    formState: { errors },
  } = useForm<TScheduleSessionRequest, unknown, TScheduleSessionBody>({
    resolver: zodResolver(ZScheduleSessionRequest),
    defaultValues: session
      ? valuesOf(session)
      : {
      title: '',
      description: '',
      category: 'compliance',
      sessionType: 'webinar',
      scheduledStartTime: defaultStart(mine),
      duration: LIVE_LIMITS.defaultDuration,
      timezone: mine,
      maxParticipants: LIVE_LIMITS.defaultMaxParticipants,
      isPremiumOnly: false,
      requiredTier: 'free',
      agenda: '',
      learningObjectives: [],
      recordingEnabled: true,
    },
  });
  const tz = watch('timezone') ?? mine;
  const { ref: attendanceRef, ...attendance } = register('requiredTier');

  const onSubmit = handleSubmit(async (values) => {
    const requiredTier = values.requiredTier ?? 'free';
    const { cpe, ...sessionFields } = values;
    // A new session carries its program; an edit sets it through PUT /cpe after the session's fields.
    const outcome = session ? await run({ ...sessionFields, requiredTier, isPremiumOnly: requiredTier !== 'free' }) : await run({ ...values, requiredTier, isPremiumOnly: requiredTier !== 'free' });
    if (outcome.ok && session && cpe) {
      try {
        await setCpeProgram(session.id, cpe);
      } catch (error) {
        // The session's own changes are saved; the program's refusal is shown beside its fields.
        const credits = fieldErrors(error).credits;
        if (credits) setError('cpe.credits', { type: 'server', message: credits }, { shouldFocus: true });
        else setError('cpe', { type: 'server', message: `The session was saved, but not its CPE program: ${errorMessage(error)}` });
        return;
      }
    }
    if (outcome.ok) {
      onClose();
      return;
    }
    const fields = fieldErrors(outcome.error);
    let first = true;
    // The program's credits are checked against the session's length by the server (path `credits`).
    const credits = fields.credits ?? fields['cpe.credits'];
    if (credits) {
      setError('cpe.credits', { type: 'server', message: credits }, { shouldFocus: true });
      first = false;
    }
    for (const name of FIELDS) {
      if (!fields[name]) continue;
      setError(name, { type: 'server', message: fields[name] }, { shouldFocus: first });
      first = false;
    }
  });

  // Another zone keeps the wall-clock time the instructor picked (2:00 PM stays 2:00 PM, there).
  const changeZone = (next: string) => {
    const current = getValues('scheduledStartTime');
    if (current && dayjs(current).isValid()) {
      const wall = dayjs(current).tz(tz).format('YYYY-MM-DDTHH:mm:ss');
      setValue('scheduledStartTime', dayjs.tz(wall, next).toISOString());
    }
    setValue('timezone', next, { shouldValidate: true });
  };

  const text = (name: 'title' | 'description' | 'agenda') => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, id: `${id}-${name}`, error: !!errors[name], helperText: errors[name]?.message, fullWidth: true };
  };
  const number = (name: 'duration' | 'maxParticipants') => {
    const { ref, ...rest } = register(name, { valueAsNumber: true });
    return { ...rest, inputRef: ref, id: `${id}-${name}`, type: 'number', error: !!errors[name], helperText: errors[name]?.message };
  };
  const select = (name: 'category' | 'sessionType') => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, id: `${id}-${name}`, select: true, error: !!errors[name], helperText: errors[name]?.message, slotProps: { select: { native: true }, inputLabel: { shrink: true } } };
  };

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={`${id}-heading`} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <Box component="form" onSubmit={onSubmit} noValidate sx={{ display: 'contents' }}>
          <DialogTitle id={`${id}-heading`}>{session ? 'Edit Session' : 'Schedule Session'}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
            <TextField {...text('title')} label="Title" required autoFocus slotProps={{ htmlInput: { maxLength: LIVE_LIMITS.titleMax } }} />
            <TextField {...text('description')} label="Description" multiline minRows={2} slotProps={{ htmlInput: { maxLength: LIVE_LIMITS.descriptionMax } }} />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
              <TextField {...select('category')} label="Category">
                {entryOptions(SESSION_CATEGORIES)}
              </TextField>
              <TextField {...select('sessionType')} label="Session type">
                {entryOptions(SESSION_TYPES.filter((t) => t.value !== 'instant'))}
              </TextField>
            </Box>
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
              <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
                Start (in {tz.replace(/_/g, ' ')})
              </Typography>
              <Controller
                name="scheduledStartTime"
                control={control}
                render={({ field }) => {
                  const value: Dayjs | null = field.value && dayjs(field.value).isValid() ? dayjs(field.value).tz(tz) : null;
                  const set = (d: Dayjs | null) => field.onChange(d && d.isValid() ? d.toISOString() : '');
                  const error = errors.scheduledStartTime?.message;
                  return (
                    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
                      <DatePicker
                        label="Date"
                        timezone={tz}
                        value={value}
                        disablePast
                        onChange={(d) => set(d && value ? d.hour(value.hour()).minute(value.minute()) : d)}
                        slotProps={{ textField: { id: `${id}-date`, required: true, error: !!error, helperText: error, onBlur: field.onBlur } }}
                      />
                      <TimePicker
                        label="Start time"
                        timezone={tz}
                        value={value}
                        onChange={set}
                        slotProps={{ textField: { id: `${id}-time`, required: true, error: !!error } }}
                      />
                      <TextField
                        id={`${id}-timezone`}
                        select
                        label="Time zone"
                        value={tz}
                        onChange={(e) => changeZone(e.target.value)}
                        error={!!errors.timezone}
                        helperText={errors.timezone?.message ?? (tz === mine ? 'Your time zone' : undefined)}
                        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                      >
                        {selectOptions(zones, (z) => z.replace(/_/g, ' '))}
                      </TextField>
                    </Box>
                  );
                }}
              />
            </Box>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
              <TextField {...number('duration')} label="Duration (minutes)" slotProps={{ htmlInput: { min: LIVE_LIMITS.durationMin, max: LIVE_LIMITS.durationMax, step: 15 } }} />
              <TextField {...number('maxParticipants')} label="Max participants" slotProps={{ htmlInput: { min: LIVE_LIMITS.maxParticipantsMin, max: LIVE_LIMITS.maxParticipantsMax } }} />
            </Box>
            <TextField {...text('agenda')} label="Agenda (optional)" multiline minRows={2} slotProps={{ htmlInput: { maxLength: LIVE_LIMITS.agendaMax } }} />
            <TextField
              id={`${id}-objectives`}
              label="Learning objectives (optional, one per line)"
              multiline
              minRows={2}
              value={objectivesText}
              onChange={(e) => {
                setObjectivesText(e.target.value);
                setValue(
                  'learningObjectives',
                  e.target.value
                    .split('\n')
                    .map((l) => l.trim())
                    .filter(Boolean)
                    .slice(0, LIVE_LIMITS.objectivesMax),
                );
              }}
              error={!!errors.learningObjectives}
              helperText={errors.learningObjectives?.message}
              fullWidth
            />
            <TextField
              {...attendance}
              inputRef={attendanceRef}
              id={`${id}-tier`}
              select
              label="Who can attend"
              error={!!errors.requiredTier}
              helperText={errors.requiredTier?.message ?? 'Members below this plan see the session but cannot register or join.'}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {ATTENDANCE.map((a) => (
                <option key={a.tier} value={a.tier}>
                  {a.label}
                </option>
              ))}
            </TextField>
            <CpeProgramFields control={control} setValue={setValue} errors={errors} duration={Number(watch('duration')) || 0} initial={session?.cpe ?? null} />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
              <Controller
                name="recordingEnabled"
                control={control}
                render={({ field }) => (
                  <FormControlLabel label="Record the session" control={<Checkbox checked={!!field.value} onChange={(_, c) => field.onChange(c)} onBlur={field.onBlur} />} />
                )}
              />
            </Box>
          </DialogContent>
          <DialogSubmitActions onCancel={onClose} pending={pending} pendingLabel={session ? 'Saving...' : 'Scheduling...'} label={session ? 'Save changes' : 'Schedule session'} />
        </Box>
      </LocalizationProvider>
    </Dialog>
  );
}
