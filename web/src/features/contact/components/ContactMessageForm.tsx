import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TContactRequest } from '@app/shared-types/contact';
import { CONTACT_TEXT_LIMITS as L, SERVICE_INTEREST_LABELS, SERVICE_INTERESTS } from '@app/shared-types/contact/model';
import { fieldErrors } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { textFieldBinder } from '../../../lib/forms/text-field';
import type { TContactPrefill } from '../../../lib/contact-prefill';
import { useSendContact } from '../api/send-contact';
import { selectOptions } from '../../../lib/forms/select-options';

const resolver = lazyResolver<TContactRequest>(() => import('./contact-resolver').then((m) => m.contactResolver as never));

type Fields = 'firstName' | 'lastName' | 'email' | 'phone' | 'serviceInterest' | 'message';
const FIELDS: Fields[] = ['firstName', 'lastName', 'email', 'phone', 'serviceInterest', 'message'];

const blank = (prefill: TContactPrefill = {}): TContactRequest => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  serviceInterest: prefill.service ?? '',
  message: prefill.message ?? '',
  isUrgent: false,
  smsOptIn: false,
});

const MESSAGE_ROWS = 5;

/** The 'Send Message' tab: the spec's rules through the shared schema, the same one the server uses. */
export function ContactMessageForm({ prefill }: { prefill?: TContactPrefill }) {
  const id = useId();
  const { run: send, pending } = useSendContact();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<TContactRequest>({ resolver, defaultValues: blank(prefill) });

  const onSubmit = handleSubmit(async (values) => {
    if (pending) return;
    const outcome = await send(values);
    if (outcome.ok) {
      reset(blank());
      return;
    }
    showServerFieldErrors(fieldErrors(outcome.error), FIELDS, setError);
  });

  const bind = textFieldBinder(register, errors);
  const field = (name: Fields, max: number, hint?: string) => ({ ...bind(name, hint), id: `${id}-${name}`, slotProps: { htmlInput: { maxLength: max } } });

  return (
    <Box component="form" onSubmit={onSubmit} onFocus={resolver.preload} noValidate aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} variant="h5" component="h2" gutterBottom>
        Send Us a Message
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('firstName', L.firstName)} label="First Name" required autoComplete="given-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('lastName', L.lastName)} label="Last Name" required autoComplete="family-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('email', L.email)} label="Email" type="email" required autoComplete="email" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('phone', L.phone)} label="Phone" type="tel" autoComplete="tel" />
        </Grid>
        <Grid size={12}>
          <TextField
            {...bind('serviceInterest')}
            id={`${id}-serviceInterest`}
            select
            label="Service Interest"
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Select a service</option>
            {selectOptions(SERVICE_INTERESTS, SERVICE_INTEREST_LABELS)}
          </TextField>
        </Grid>
        <Grid size={12}>
          {/* rows for the prerendered first paint: MUI's autosizing textarea loses its own (an undefined
              `rows` overrides it), so the page showed 2 rows and grew to 5 on hydration, moving the
              Send button from under a finger about to tap it. */}
          <TextField
            {...field('message', L.message, 'At least 10 characters.')}
            label="Message"
            required
            multiline
            minRows={MESSAGE_ROWS}
            slotProps={{ htmlInput: { maxLength: L.message, rows: MESSAGE_ROWS } }}
          />
        </Grid>
        <Grid size={12}>
          <Controller
            name="isUrgent"
            control={control}
            render={({ field: { value, onChange, onBlur, name, ref } }) => (
              <FormControlLabel control={<Checkbox name={name} slotProps={{ input: { ref } }} checked={!!value} onChange={(e) => onChange(e.target.checked)} onBlur={onBlur} />} label="This is an urgent compliance issue" />
            )}
          />
          <Controller
            name="smsOptIn"
            control={control}
            render={({ field: { value, onChange, onBlur, name, ref } }) => (
              <FormControlLabel
                control={<Checkbox name={name} slotProps={{ input: { ref } }} checked={!!value} onChange={(e) => onChange(e.target.checked)} onBlur={onBlur} />}
                label="Send me text message updates (reply STOP to opt out)"
              />
            )}
          />
        </Grid>
        <Grid size={12}>
          <Button type="submit" variant="contained" size="large" disabled={pending}>
            {pending ? 'Sending…' : 'Send Message'}
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}
