import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CONTACT_STATUSES, SERVICE_INTEREST_LABELS, SERVICE_INTERESTS, type TContactStatus, type TServiceInterest } from '@app/shared-types/contact/model';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { visuallyHidden } from '../../../lib/ui/visually-hidden';
import { ContactMessageCard } from './ContactMessageCard';
import { setFilters, setPage } from '../model/inbox';
import { updateInbox, useInboxStore } from '../store';
import { useContactEvents } from '../use-contact-events';
import { selectOptions } from '../../../lib/forms/select-options';

/** The operators' inbox and its filters: their own chunk, loaded only for operators. */
function Filters() {
  const filters = useInboxStore((s) => s.filters);
  const set = (next: typeof filters) => updateInbox(setFilters, next);
  const native = { select: { native: true }, inputLabel: { shrink: true } } as const;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
      <TextField select label="Status" value={filters.status ?? ''} onChange={(e) => set({ ...filters, status: (e.target.value || undefined) as TContactStatus | undefined })} slotProps={native} sx={{ minWidth: 160 }}>
        <option value="">All</option>
        {selectOptions(CONTACT_STATUSES, (s) => s[0]!.toUpperCase() + s.slice(1))}
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
        {selectOptions(SERVICE_INTERESTS, SERVICE_INTEREST_LABELS)}
      </TextField>
    </Stack>
  );
}

/** An empty inbox says whether nothing has come in yet or the filters hide what has. */
function NoMessages({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return filtered ? (
    <EmptyState
      title="No messages match these filters."
      description="Clear the filters to see every message in the inbox."
      action={<Button variant="outlined" onClick={onClear}>Clear filters</Button>}
    />
  ) : (
    <EmptyState title="No messages yet" description="Messages sent through the contact page arrive here, live, as they are sent." />
  );
}

export default function Inbox() {
  const room = useContactEvents(true);
  const { status, error, items, total, page, pageSize, unread, arrived, filters } = useInboxStore();
  const latest = items.find((m) => m.id === arrived[arrived.length - 1]);
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip label={`${unread} new`} color={unread ? 'primary' : 'default'} />
        <Chip label={room?.status === 'joined' ? 'Live' : 'Connecting…'} variant="outlined" color={room?.status === 'joined' ? 'success' : 'default'} />
      </Stack>
      {/* visuallyHidden, not sx width: 1 (MUI reads 1 as 100%: a 1280 px wide region scrolled the page sideways). */}
      <Box role="status" aria-live="polite" style={visuallyHidden}>
        {latest ? `New ${latest.isUrgent ? 'urgent ' : ''}message from ${latest.firstName} ${latest.lastName}` : ''}
      </Box>
      <Filters />
      {status === 'error' && <Alert severity="error">{error}</Alert>}
      {status === 'loading' && items.length === 0 && <CircularProgress aria-label="Loading messages" />}
      {status === 'ready' && items.length === 0 ? <NoMessages filtered={Object.values(filters).some((v) => v !== undefined)} onClear={() => updateInbox(setFilters, {})} /> : null}
      <Stack spacing={2} component="section" aria-label="Messages">
        {items.map((m) => (
          <ContactMessageCard key={m.id} message={m} />
        ))}
      </Stack>
      {total > pageSize && <Pagination sx={{ mt: 3 }} count={Math.ceil(total / pageSize)} page={page} onChange={(_e, p) => updateInbox(setPage, p)} aria-label="Inbox pages" />}
    </>
  );
}
