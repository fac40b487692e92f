import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_TYPE_LABELS, type TNotification } from '@app/shared-types/notifications/model';
import { SITE_NAME } from '../../../lib/ui/usePageTitle';
import { VisuallyHidden } from '../../../lib/ui/VisuallyHidden';
import { RelativeTime } from './RelativeTime';
import { UnreadDot } from './UnreadDot';

export const notificationLinkId = (id: string) => `notification-${id}`;

/** Focuses a row's link (after marking it read, or showing the fresh rows). */
export function focusNotification(id: string | undefined): void {
  if (!id) return;
  document.getElementById(notificationLinkId(id))?.focus();
}

type Props = { n: TNotification; now: number; onOpen: (n: TNotification) => void; onMarkRead: (n: TNotification) => void };

/** One row of /notifications: unread mark, the text (a link to what it is about), who, when, and 'Mark as read'. */
export const NotificationRow = memo(function NotificationRow({ n, now, onOpen, onMarkRead }: Props) {
  const unread = n.readAt === null;
  return (
    <Box
      component="li"
      data-notification-id={n.id}
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, alignItems: 'flex-start', px: { xs: 1.5, sm: 2 }, py: 1.75, borderBottom: 1, borderColor: 'divider', bgcolor: unread ? 'action.hover' : 'transparent' }}
    >
      <UnreadDot unread={unread} />
      <Box sx={{ flex: '1 1 0', minWidth: 0 }}>
        <Link
          id={notificationLinkId(n.id)}
          href={n.link}
          onClick={() => onOpen(n)}
          underline="hover"
          color="text.primary"
          sx={{ fontWeight: unread ? 700 : 400, overflowWrap: 'anywhere' }}
        >
          {unread ? <VisuallyHidden>Unread:</VisuallyHidden> : null} {n.text}
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {n.actor ? n.actor.name : SITE_NAME}
          {' · '}
          <RelativeTime iso={n.updatedAt} now={now} />
          {' · '}
          {NOTIFICATION_TYPE_LABELS[n.type]}
        </Typography>
      </Box>
      {unread ? (
        // On a phone under the text (beside it the text would be a narrow column), beside it from sm up.
        <Button
          size="small"
          onClick={() => onMarkRead(n)}
          aria-label={`Mark as read: ${n.text}`}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap', flexBasis: { xs: '100%', sm: 'auto' }, justifyContent: { xs: 'flex-start', sm: 'center' }, ml: { xs: 2, sm: 0 } }}
        >
          Mark as read
        </Button>
      ) : null}
    </Box>
  );
});
