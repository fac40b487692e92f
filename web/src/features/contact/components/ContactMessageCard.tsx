import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SERVICE_INTEREST_LABELS, type TContactMessage } from '@app/shared-types/contact/model';
import { useMarkContact } from '../api/mark-contact';

const STATUS_LABEL = { new: 'New', read: 'Read', handled: 'Handled' } as const;

export function ContactMessageCard({ message: m }: { message: TContactMessage }) {
  const { run, pending } = useMarkContact();
  const name = `${m.firstName} ${m.lastName}`;
  return (
    <Card component="article" variant="outlined" aria-label={`Message from ${name}`} sx={m.isUrgent ? { borderColor: 'error.main', borderWidth: 2 } : undefined}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
          {m.isUrgent && <Chip label="Urgent" color="error" size="small" />}
          <Chip label={STATUS_LABEL[m.status]} size="small" color={m.status === 'new' ? 'primary' : 'default'} variant={m.status === 'handled' ? 'outlined' : 'filled'} />
          {m.serviceInterest && <Chip label={SERVICE_INTEREST_LABELS[m.serviceInterest]} size="small" variant="outlined" />}
          {m.smsOptIn && <Chip label="SMS opt-in" size="small" variant="outlined" />}
        </Stack>
        <Typography variant="h6" component="h3">
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          <Link href={`mailto:${m.email}`}>{m.email}</Link>
          {m.phone && (
            <>
              {' · '}
              <Link href={`tel:${m.phone}`}>{m.phone}</Link>
            </>
          )}
          {' · '}
          <time dateTime={m.createdAt}>{new Date(m.createdAt).toLocaleString()}</time>
        </Typography>
        <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.message}</Typography>
      </CardContent>
      <CardActions>
        {m.status === 'new' && (
          <Button size="small" disabled={pending} onClick={() => void run(m.id, 'read')} aria-label={`Mark read: message from ${name}`}>
            Mark Read
          </Button>
        )}
        {m.status !== 'handled' && (
          <Button size="small" variant="contained" disabled={pending} onClick={() => void run(m.id, 'handled')} aria-label={`Mark handled: message from ${name}`}>
            Mark Handled
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
