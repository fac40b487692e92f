import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TUser } from '@app/shared-types/auth';
import { fieldErrors } from '../../../lib/api-client';
import { useSaveSettings } from './MeetingIdForm';
import { SectionCard } from '../../../lib/ui/SectionCard';

/** The member's own consent to training and deadline texts (reply STOP to any text to opt out). */
export function TextMessagesCard({ user }: { user: TUser }) {
  const save = useSaveSettings();
  const [phone, setPhone] = useState(user.phone ?? '');
  const [optIn, setOptIn] = useState(user.smsOptIn);
  const [errors, setErrors] = useState<Record<string, string>>({});
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const outcome = await save.run({ phone: phone.trim() || null, smsOptIn: optIn });
    setErrors(outcome.ok ? {} : fieldErrors(outcome.error));
  }
  return (
    <SectionCard titleId="texts-card-title" title="Text Messages">
      <Box component="form" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset disabled={save.pending} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack spacing={2}>
            <TextField label="Mobile number" type="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} error={!!errors.phone} helperText={errors.phone ?? 'US numbers, e.g. (202) 555-0147'} />
            <FormControlLabel control={<Checkbox checked={optIn} onChange={(e) => setOptIn(e.target.checked)} />} label="Text me about trainings and filing deadlines. Reply STOP to any text to opt out." />
            <Button type="submit" variant="contained" disabled={save.pending} sx={{ alignSelf: 'flex-start' }}>
              {save.pending ? 'Saving…' : 'Save Text Preferences'}
            </Button>
          </Stack>
        </fieldset>
      </Box>
    </SectionCard>
  );
}
