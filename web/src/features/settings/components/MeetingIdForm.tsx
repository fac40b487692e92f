import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TUser, TUserSettings } from '@app/shared-types/auth';
import { apiRequest, fieldErrors, withReason } from '../../../lib/api-client';
import { useUserStore } from '../../../lib/auth/user-store';
import { useAction } from '../../../lib/use-action';
import { SETTINGS_MESSAGES as S } from '../messages';
import { SectionCard } from '../../../lib/ui/SectionCard';

/** PATCH /api/auth/user/settings as the signed-in user; the account in the store follows the answer. */
export function useSaveSettings() {
  return useAction(
    async (changes: TUserSettings) => {
      const user = await apiRequest<TUser>('PATCH', '/api/auth/user/settings', changes);
      useUserStore.getState().setUser(user);
      return user;
    },
    { success: { title: S.updated, variant: 'success' }, errorTitle: S.errorTitle, errorDescription: (error) => withReason(S.updateFailed, error) },
  );
}

/** The personal meeting ID; its password is write-only (the server never sends it back). */
export function MeetingIdForm({ user }: { user: TUser }) {
  const save = useSaveSettings();
  const [pmi, setPmi] = useState(user.zoomPmi ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const outcome = await save.run({ zoomPmi: pmi.trim() || null, ...(password ? { zoomPmiPassword: password } : {}) });
    setErrors(outcome.ok ? {} : fieldErrors(outcome.error));
    if (outcome.ok) setPassword('');
  }
  return (
    <SectionCard titleId="pmi-card-title" title="Zoom Personal Meeting ID">
      <Box component="form" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset disabled={save.pending} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack spacing={2}>
            <TextField label="Personal Meeting ID" value={pmi} onChange={(e) => setPmi(e.target.value)} error={!!errors.zoomPmi} helperText={errors.zoomPmi ?? 'Format: XXX XXX XXXX (spaces optional)'} slotProps={{ htmlInput: { maxLength: 50, inputMode: 'numeric' } }} />
            <TextField
              label="Meeting Password (optional)"
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="new-password"
              error={!!errors.zoomPmiPassword}
              helperText={errors.zoomPmiPassword ?? (user.hasZoomPmiPassword ? 'A password is saved. Type a new one to replace it.' : 'Stored encrypted; never shown again.')}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <Stack direction="row" spacing={2}>
              <Button type="submit" variant="contained" disabled={save.pending}>
                {save.pending ? 'Saving…' : 'Save Meeting ID'}
              </Button>
              {user.hasZoomPmiPassword && (
                <Button variant="text" disabled={save.pending} onClick={() => void save.run({ zoomPmiPassword: '' })}>
                  Remove saved password
                </Button>
              )}
            </Stack>
          </Stack>
        </fieldset>
      </Box>
    </SectionCard>
  );
}
