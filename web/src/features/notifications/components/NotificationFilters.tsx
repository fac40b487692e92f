import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { NOT_YET_PRODUCED_TYPES, NOTIFICATION_TYPE_LABELS, NOTIFICATION_TYPES, OPERATOR_NOTIFICATION_TYPES, type TNotificationType } from '@app/shared-types/notifications/model';
import type { TNotificationFilter } from '../model/notifications';
import { selectOptions } from '../../../lib/forms/select-options';

/** The kinds a person can receive: operators' kinds for operators only (the server's rule), none not produced yet. */
export function kindsFor(isOperator: boolean): TNotificationType[] {
  const produced = NOTIFICATION_TYPES.filter((t) => !NOT_YET_PRODUCED_TYPES.includes(t));
  return isOperator ? produced : produced.filter((t) => !OPERATOR_NOTIFICATION_TYPES.includes(t));
}

type Props = {
  filter: TNotificationFilter;
  onFilter: (filter: TNotificationFilter) => void;
  isOperator: boolean;
  unread: number;
  markingAll: boolean;
  onMarkAll: () => void;
};

/** All / Unread, the kind, and 'Mark all as read' (only when something is unread). */
export function NotificationFilters({ filter, onFilter, isOperator, unread, markingAll, onMarkAll }: Props) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={filter.unread ? 'unread' : 'all'}
        onChange={(_e, value: 'all' | 'unread' | null) => value && onFilter({ ...filter, unread: value === 'unread' })}
        aria-label="Show"
        sx={{ '& .MuiToggleButton-root': { height: 40, px: 2 } }}
      >
        <ToggleButton value="all">All</ToggleButton>
        <ToggleButton value="unread">Unread</ToggleButton>
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label="Kind"
        value={filter.type ?? ''}
        onChange={(e) => onFilter({ ...filter, type: (e.target.value || null) as TNotificationType | null })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 200, maxWidth: '100%', flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
      >
        <option value="">All kinds</option>
        {selectOptions(kindsFor(isOperator), NOTIFICATION_TYPE_LABELS)}
      </TextField>
      <Box sx={{ flexGrow: 1 }} />
      <Button variant="outlined" onClick={onMarkAll} disabled={unread === 0 || markingAll}>
        {/* It marks every kind (as the bell's does): with a kind chosen, the label says so. */}
        {markingAll ? 'Marking…' : filter.type ? 'Mark all kinds as read' : 'Mark all as read'}
      </Button>
    </Box>
  );
}
