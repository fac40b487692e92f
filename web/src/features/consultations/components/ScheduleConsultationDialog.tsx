import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  CONSULTATION_CATEGORIES,
  CONSULTATION_CATEGORY_LABELS,
  CONSULTATION_DURATIONS,
  CONSULTATION_LIMITS as L,
  CONSULTATION_PRIORITIES,
  DIALOG_DEFAULTS,
  DIALOG_RESET,
  allowanceSummary,
  type TBusinessHours,
  type TConsultationCategory,
  type TConsultationPriority,
} from '@app/shared-types/consultations/model';
import { isInstructor } from '@app/shared-types/auth/access';
import type { TUser } from '@app/shared-types/auth';
import { useBookConsultation } from '../api/create-consultation';
import { monthOf, useAllowance } from '../api/get-allowance';
import { AllowanceNotice } from './AllowanceNotice';
import { DateSlotPicker } from './DateSlotPicker';
import { openDates } from '../../../lib/business-hours/firm-dates';
import { selectOptions } from '../../../lib/forms/select-options';

type Fields = { clientName: string; title: string; description: string; email: string; phone: string; category: TConsultationCategory; duration: string; meetingType: 'phone'; priority: TConsultationPriority };

/** The payload's name: the typed full name split at its first space, or the signed-in user's name. */
export function payloadName(clientName: string, user: Pick<TUser, 'firstName' | 'lastName' | 'username'> | null) {
  const typed = clientName.trim();
  if (typed) {
    const at = typed.indexOf(' ');
    return at === -1 ? { firstName: typed, lastName: user?.lastName ?? '' } : { firstName: typed.slice(0, at), lastName: typed.slice(at + 1).trim() };
  }
  return { firstName: user?.firstName ?? user?.username ?? '', lastName: user?.lastName ?? '' };
}

const label = (p: string) => p[0]!.toUpperCase() + p.slice(1);

/**
 * 'Schedule New Consultation': Your Information, Consultation Details, Date and time (spec 001
 * sections 2, 5, 9). A member's plan allowance comes first: a plan without consultations gets the
 * way forward (upgrade, the free initial consultation) instead of a form that would end in 403, and
 * a month whose consultations are booked cannot be submitted.
 */
export function ScheduleConsultationDialog({ open, onClose, hours, user }: { open: boolean; onClose: () => void; hours: TBusinessHours; user: TUser | null }) {
  const id = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { run, pending } = useBookConsultation();
  const fallbackName = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '';
  const defaults = (base: typeof DIALOG_DEFAULTS | typeof DIALOG_RESET): Fields => ({
    clientName: fallbackName,
    title: '',
    description: '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    category: base.category,
    duration: String(base.duration),
    meetingType: 'phone',
    priority: base.priority,
  });
  const { register, handleSubmit, reset, watch } = useForm<Fields>({ defaultValues: defaults(DIALOG_DEFAULTS) });
  const [date, setDate] = useState(() => openDates(hours, 1)[0] ?? '');
  const dateChosen = useRef(false);
  const [time, setTime] = useState<string | null>(DIALOG_DEFAULTS.time);
  const duration = Number(watch('duration'));

  // Staff book for clients without a plan limit (the server does not count them either).
  const staff = isInstructor(user);
  const currentMonth = monthOf(new Date());
  const current = useAllowance(staff ? null : currentMonth, user?.id ?? null);
  const dateMonth = date ? monthOf(date) : currentMonth;
  const picked = useAllowance(staff || dateMonth === currentMonth ? null : dateMonth, user?.id ?? null);
  const currentSummary = current.allowance ? allowanceSummary(current.allowance, currentMonth) : null;
  const pickedSummary = dateMonth === currentMonth ? currentSummary : picked.allowance ? allowanceSummary(picked.allowance, currentMonth) : null;
  const showForm = staff || (!!currentSummary && currentSummary.state !== 'none');
  const canBook = staff || !!pickedSummary?.canBook;
  // This month's are booked: open on the first open day of a month that still has one.
  useEffect(() => {
    if (dateChosen.current || currentSummary?.state !== 'used-up' || monthOf(date) !== currentMonth) return;
    const later = openDates(hours, 60).find((d) => monthOf(d) > currentMonth);
    if (later) setDate(later);
  }, [currentSummary?.state, currentMonth, date, hours]);
  // Shown inside the dialog: the page behind a modal is hidden from screen readers, toasts included.
  const [problem, setProblem] = useState<{ title: string; description: string } | null>(null);

  const onSubmit = handleSubmit(async (f) => {
    if (!canBook) return;
    if (!f.title.trim()) return setProblem({ title: 'Title Required', description: 'Please enter a consultation title.' });
    if (!f.description.trim()) return setProblem({ title: 'Description Required', description: "Please describe what you'd like to discuss." });
    if (!date || !time) return setProblem({ title: 'Time Required', description: 'Please choose an available time.' });
    setProblem(null);
    const name = payloadName(f.clientName, user);
    const outcome = await run({
      kind: 'booking',
      ...name,
      email: f.email.trim() || user?.email || '',
      phone: f.phone,
      companyName: user?.company ?? null,
      serviceType: f.category,
      preferredDate: date,
      preferredTime: time as never,
      message: f.description,
      title: f.title,
      duration: duration as 60,
      meetingType: 'phone',
      priority: f.priority,
    });
    if (outcome.ok) {
      reset(defaults(DIALOG_RESET));
      setTime(DIALOG_RESET.time);
      onClose();
    }
  });

  const text = (name: 'clientName' | 'title' | 'description' | 'email' | 'phone') => ({ ...register(name), id: `${id}-${name}` });
  const select = (name: 'category' | 'duration' | 'meetingType' | 'priority') => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, id: `${id}-${name}`, select: true, slotProps: { select: { native: true }, inputLabel: { shrink: true } } };
  };
  const group = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } };

  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby={`${id}-heading`} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <Box component="form" onSubmit={onSubmit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id={`${id}-heading`}>Schedule New Consultation</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 3, alignContent: 'start', pt: '8px !important' }}>
          {!staff && <AllowanceNotice allowance={current.allowance} error={current.error} onRetry={current.retry} currentMonth={currentMonth} />}
          {showForm && problem && (
            <Alert severity="error" role="alert">
              <AlertTitle>{problem.title}</AlertTitle>
              {problem.description}
            </Alert>
          )}
          {showForm && (
            <>
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
                <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
                  Your Information
                </Typography>
                <Box sx={group}>
                  <TextField {...text('clientName')} label="Full name" required autoComplete="name" slotProps={{ htmlInput: { maxLength: L.name * 2 } }} />
                  <TextField {...text('title')} label="Title" required slotProps={{ htmlInput: { maxLength: L.title } }} />
                  <TextField {...text('email')} label="Email" type="email" required autoComplete="email" slotProps={{ htmlInput: { maxLength: L.email } }} />
                  <TextField {...text('phone')} label="Phone" type="tel" required autoComplete="tel" slotProps={{ htmlInput: { maxLength: L.phone } }} />
                </Box>
                <TextField {...text('description')} label="Description" required multiline minRows={3} slotProps={{ htmlInput: { maxLength: L.message } }} />
              </Box>
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
                <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
                  Consultation Details
                </Typography>
                <Box sx={group}>
                  <TextField {...select('category')} label="Service category">
                    {selectOptions(CONSULTATION_CATEGORIES, CONSULTATION_CATEGORY_LABELS)}
                  </TextField>
                  <TextField {...select('duration')} label="Duration">
                    {selectOptions(CONSULTATION_DURATIONS, (d) => `${d} minutes`)}
                  </TextField>
                  <TextField {...select('meetingType')} label="Meeting type">
                    <option value="phone">Phone</option>
                  </TextField>
                  <TextField {...select('priority')} label="Priority">
                    {selectOptions(CONSULTATION_PRIORITIES, label)}
                  </TextField>
                </Box>
              </Box>
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
                <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
                  Date and time
                </Typography>
                <Typography variant="body2">Consultations can be booked from tomorrow, on the days we are open.</Typography>
                {date ? (
                  <DateSlotPicker
                    hours={hours}
                    date={date}
                    time={time}
                    duration={duration}
                    onDate={(d) => {
                      dateChosen.current = true;
                      setDate(d);
                    }}
                    onTime={setTime}
                  />
                ) : (
                  <Typography role="status">No available slots for this date</Typography>
                )}
                {!staff && dateMonth !== currentMonth && (
                  <Typography variant="body2" role="status" data-testid="picked-month-allowance" sx={{ fontWeight: 600 }}>
                    {picked.error ? `Your allowance for that month could not be checked: ${picked.error}` : (pickedSummary?.headline ?? 'Checking your allowance for that month…')}
                  </Typography>
                )}
                {!staff && pickedSummary && !pickedSummary.canBook && dateMonth === currentMonth && (
                  <Typography variant="body2" role="status">
                    Choose a date in a later month to book with your plan.
                  </Typography>
                )}
              </Box>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {showForm ? 'Cancel' : 'Close'}
          </Button>
          {showForm && (
            <Button type="submit" variant="contained" disabled={pending || !canBook}>
              {pending ? 'Scheduling...' : 'Schedule Consultation'}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
