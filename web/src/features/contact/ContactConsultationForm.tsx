import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CONSULTATION_CATEGORIES,
  CONSULTATION_CATEGORY_LABELS,
  CONSULTATION_LIMITS as L,
  formatClock,
  slotTimesOn,
  CONSULTATION_RULES,
  type TConsultationCategory,
  type TCreateConsultationResponse,
} from '@app/shared-types/consultations/model';
import type { TCreateConsultationRequest } from '@app/shared-types/consultations';
import dayjs from 'dayjs';
import { runAction } from '../../lib/run-action';
import { apiRequest } from '../../lib/api-client';
import { useBusinessHours } from '../../lib/business-hours/use-business-hours';
import { openDates } from '../../lib/business-hours/firm-dates';
import { selectOptions } from '../../lib/forms/select-options';

type Fields = { firstName: string; lastName: string; email: string; phone: string; companyName: string; serviceType: TConsultationCategory | ''; preferredDate: string; preferredTime: string; message: string };
const EMPTY: Fields = { firstName: '', lastName: '', email: '', phone: '', companyName: '', serviceType: '', preferredDate: '', preferredTime: '', message: '' };
const REQUIRED: [keyof Fields, string][] = [
  ['firstName', 'First Name'],
  ['lastName', 'Last Name'],
  ['email', 'Email'],
  ['serviceType', 'Consultation Type'],
];
/** The contact form offers the next 20 open days (from the one source of hours). */
const DATE_CHOICES = 20;

/**
 * The contact page's 'Schedule Consultation' tab: a request for the free 30-minute initial
 * consultation. The time is a preference: when it is taken the request is still recorded and the
 * answer says so ('Consultation Scheduled with Note').
 */
export function ContactConsultationForm() {
  const id = useId();
  const hours = useBusinessHours();
  const { register, handleSubmit, reset, watch } = useForm<Fields>({ defaultValues: EMPTY });
  const [missing, setMissing] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const date = watch('preferredDate');
  const dates = openDates(hours, DATE_CHOICES);
  const times = date ? slotTimesOn(hours, date, CONSULTATION_RULES.freeInitialMinutes) : [];

  const onSubmit = handleSubmit(async (f) => {
    const absent = REQUIRED.filter(([key]) => !f[key].trim()).map(([, label]) => label);
    setMissing(absent);
    if (absent.length) return;
    setPending(true);
    const outcome = await runAction(
      () =>
        apiRequest<TCreateConsultationResponse>('POST', '/api/consultations', {
          kind: 'request',
          firstName: f.firstName,
          lastName: f.lastName,
          email: f.email,
          phone: f.phone,
          companyName: f.companyName,
          serviceType: f.serviceType as TConsultationCategory,
          preferredDate: f.preferredDate && f.preferredTime ? f.preferredDate : null,
          preferredTime: f.preferredDate && f.preferredTime ? (f.preferredTime as never) : null,
          message: f.message,
        } satisfies TCreateConsultationRequest),
      {
        success: (res) => ({
          variant: 'success',
          title: res.hasConflict ? 'Consultation Scheduled with Note' : 'Consultation Scheduled',
          description: res.message || "Thank you! We'll contact you within 24 hours to confirm your consultation time.",
        }),
        errorTitle: 'Error Scheduling Consultation',
        errorDescription: (error) => {
          const message = error instanceof Error ? error.message : '';
          if (message.includes('Required')) return 'Please fill in all required fields marked with an asterisk (*).';
          const server = (error as { body?: { message?: string } } | null)?.body?.message;
          return server || 'Please try again later or contact us directly.';
        },
      },
    );
    setPending(false);
    if (outcome.ok) reset(EMPTY);
  });

  const text = (name: keyof Fields) => ({ ...register(name), id: `${id}-${name}` });
  const select = (name: 'serviceType' | 'preferredDate' | 'preferredTime') => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, id: `${id}-${name}`, select: true, slotProps: { select: { native: true }, inputLabel: { shrink: true } } };
  };
  const pair = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } };

  return (
    <Box component="form" onSubmit={onSubmit} noValidate sx={{ display: 'grid', gap: 2 }} aria-labelledby={`${id}-heading`}>
      <Typography id={`${id}-heading`} variant="h5" component="h2">
        Schedule a Free Initial Consultation
      </Typography>
      <Typography variant="body2">A {CONSULTATION_RULES.freeInitialMinutes}-minute phone consultation. We'll contact you within 24 hours to confirm your time.</Typography>
      {missing.length > 0 && (
        <Alert severity="error" role="alert">
          <AlertTitle>Please Fix the Following Errors</AlertTitle>
          Missing required fields: {missing.join(', ')}
        </Alert>
      )}
      <Box sx={pair}>
        <TextField {...text('firstName')} label="First Name" required autoComplete="given-name" slotProps={{ htmlInput: { maxLength: L.name } }} />
        <TextField {...text('lastName')} label="Last Name" required autoComplete="family-name" slotProps={{ htmlInput: { maxLength: L.name } }} />
        <TextField {...text('email')} label="Email" type="email" required autoComplete="email" slotProps={{ htmlInput: { maxLength: L.email } }} />
        <TextField {...text('phone')} label="Phone" type="tel" autoComplete="tel" slotProps={{ htmlInput: { maxLength: L.phone } }} />
        <TextField {...text('companyName')} label="Company" autoComplete="organization" slotProps={{ htmlInput: { maxLength: L.companyName } }} />
        <TextField {...select('serviceType')} label="Consultation Type" required>
          <option value="">Select a consultation type</option>
          {selectOptions(CONSULTATION_CATEGORIES, CONSULTATION_CATEGORY_LABELS)}
        </TextField>
        <TextField {...select('preferredDate')} label="Preferred Date">
          <option value="">No preference</option>
          {selectOptions(dates, (d) => dayjs(d).format('dddd, MMM DD, YYYY'))}
        </TextField>
        <TextField {...select('preferredTime')} label="Preferred Time (Eastern)" disabled={!date}>
          <option value="">No preference</option>
          {selectOptions(times, formatClock)}
        </TextField>
      </Box>
      <TextField {...text('message')} label="Message" multiline minRows={4} helperText="Optional; at least 10 characters when given." slotProps={{ htmlInput: { maxLength: L.message } }} />
      <Box>
        <Button type="submit" variant="contained" disabled={pending}>
          {pending ? 'Scheduling...' : 'Schedule Consultation'}
        </Button>
      </Box>
    </Box>
  );
}
