import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONTACT_STATUSES, SERVICE_INTEREST_LABELS, SERVICE_INTERESTS, type TContactStatus, type TServiceInterest } from '@app/shared-types/contact/model';
import { ContactMessageCard } from './ContactMessageCard';
import { setFilters, setPage } from '../model/inbox';
import { updateInbox, useInboxStore } from '../store';
import { useContactEvents } from '../use-contact-events';

/** The operators' inbox and its filters: their own chunk, loaded only for operators. */
function Filters() {
  const filters = useInboxStore((s) => s.filters);
  const set = (next: typeof filters) => updateInbox(setFilters, next);
  const native = { select: { native: true }, inputLabel: { shrink: true } } as const;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
      <TextField select label="Status" value={filters.status ?? ''} onChange={(e) => set({ ...filters, status: (e.target.value || undefined) as TContactStatus | undefined })} slotProps={native} sx={{ minWidth: 160 }}>
        <option value="">All</option>
        {CONTACT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s[0]!.toUpperCase() + s.slice(1)}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label="Urgency"
        value={filters.urgent === undefined ? '' : String(filters.urgent)}
        onChange={(e) => set({ ...filters, urgent: e.target.value === '' ? undefined : e.target.value === 'true' })}
        slotProps={native}
        sx={{ minWidth: 160 }}
      >
        <option value="">All</option>
        <option value="true">Urgent only</option>
        <option value="false">Not urgent</option>
      </TextField>
      <TextField
        select
        label="Service"
        value={filters.serviceInterest ?? ''}
        onChange={(e) => set({ ...filters, serviceInterest: (e.target.value || undefined) as TServiceInterest | undefined })}
        slotProps={native}
        sx={{ minWidth: 220 }}
      >
        <option value="">All services</option>
        {SERVICE_INTERESTS.map((s) => (
          <option key={s} value={s}>
            {SERVICE_INTEREST_LABELS[s]}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}

export default function Inbox() {
  const room = useContactEvents(true);
  const { status, error, items, total, page, pageSize, unread, arrived } = useInboxStore();
  const latest = items.find((m) => m.id === arrived[arrived.length - 1]);
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip label={`${unread} new`} color={unread ? 'primary' : 'default'} />
        <Chip label={room?.status === 'joined' ? 'Live' : 'Connecting…'} variant="outlined" color={room?.status === 'joined' ? 'success' : 'default'} />
      </Stack>
      <Box role="status" aria-live="polite" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {latest ? `New ${latest.isUrgent ? 'urgent ' : ''}message from ${latest.firstName} ${latest.lastName}` : ''}
      </Box>
      <Filters />
      {status === 'error' && <Alert severity="error">{error}</Alert>}
      {status === 'loading' && items.length === 0 && <CircularProgress aria-label="Loading messages" />}
      {status === 'ready' && items.length === 0 && <Typography>No messages match these filters.</Typography>}
      <Stack spacing={2} component="section" aria-label="Messages">
        {items.map((m) => (
          <ContactMessageCard key={m.id} message={m} />
        ))}
      </Stack>
      {total > pageSize && <Pagination sx={{ mt: 3 }} count={Math.ceil(total / pageSize)} page={page} onChange={(_e, p) => updateInbox(setPage, p)} aria-label="Inbox pages" />}
    </>
  );
}
