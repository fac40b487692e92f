import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import type { TUser } from '@app/shared-types/auth';
import { isOperator } from '@app/shared-types/auth/access';
import { NotificationList } from './NotificationList';

// The preferences table is opened less often than the list: its own chunk.
const PreferencesPanel = lazy(() => import('./PreferencesPanel'));

type TTab = 'list' | 'preferences';
const TABS: { value: TTab; label: string }[] = [
  { value: 'list', label: 'Your notifications' },
  { value: 'preferences', label: 'Preferences' },
];
const tabId = (tab: TTab) => `notifications-tab-${tab}`;
const panelId = (tab: TTab) => `notifications-panel-${tab}`;

/**
 * The signed-in part of /notifications: the list and the preferences, as two tabs; the address
 * says which (?tab=preferences), so either can be linked to and survives a reload.
 */
export default function NotificationsCentre({ user }: { user: TUser }) {
  const [params, setParams] = useSearchParams();
  const tab: TTab = params.get('tab') === 'preferences' ? 'preferences' : 'list';
  const choose = (next: TTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'list') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <>
      <Tabs value={tab} onChange={(_e, next: TTab) => choose(next)} aria-label="Notifications" sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
        {TABS.map((t) => (
          <Tab key={t.value} value={t.value} label={t.label} id={tabId(t.value)} aria-controls={panelId(t.value)} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'list' ? (
          <NotificationList viewerId={user.id} isOperator={isOperator(user)} />
        ) : (
          <Suspense fallback={<Skeleton variant="rounded" height={360} />}>
            <PreferencesPanel />
          </Suspense>
        )}
      </Box>
    </>
  );
}
