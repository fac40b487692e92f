import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { CampaignCard } from './CampaignCard';
import { CreateCampaignForm } from './CreateCampaignForm';
import { StatCards } from './StatCards';
import { SubscribersPanel } from './SubscribersPanel';
import { useCampaignsStore } from '../store';
import { useSmsEvents } from '../use-sms-events';

/** The operators' campaigns, stats and subscribers: their own chunk, loaded only for operators. */
export default function Campaigns() {
  const room = useSmsEvents(true);
  const { status, error, campaigns, stats } = useCampaignsStore();
  const [tab, setTab] = useState<'all' | 'create' | 'subscribers'>('all');
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <Chip label={room?.status === 'joined' ? 'Live' : 'Connecting…'} variant="outlined" color={room?.status === 'joined' ? 'success' : 'default'} />
      </Stack>
      <StatCards stats={stats} />
      <Tabs value={tab} onChange={(_e, v) => setTab(v)} aria-label="Campaign views" variant="scrollable" allowScrollButtonsMobile sx={{ mb: 3 }}>
        <Tab value="all" label="All Campaigns" id="sms-tab-all" aria-controls="sms-panel-all" />
        <Tab value="create" label="Create Campaign" id="sms-tab-create" aria-controls="sms-panel-create" />
        <Tab value="subscribers" label="Subscribers" id="sms-tab-subscribers" aria-controls="sms-panel-subscribers" />
      </Tabs>
      <div role="tabpanel" id="sms-panel-all" aria-labelledby="sms-tab-all" hidden={tab !== 'all'}>
        {status === 'error' && <Alert severity="error">{error}</Alert>}
        {status === 'loading' && campaigns.length === 0 && <CircularProgress aria-label="Loading campaigns" />}
        {status === 'ready' && campaigns.length === 0 && (
          <EmptyState
            title="No campaigns yet"
            description="Create your first campaign to text the members and subscribers who opted in. Before it goes out you see how many people it reaches."
            action={
              <Button variant="contained" onClick={() => setTab('create')}>
                Create Campaign
              </Button>
            }
          />
        )}
        <Stack spacing={2} component="section" aria-label="Campaigns">
          {campaigns.map((c) => (
            <CampaignCard key={c.id} campaign={c} />
          ))}
        </Stack>
      </div>
      <div role="tabpanel" id="sms-panel-create" aria-labelledby="sms-tab-create" hidden={tab !== 'create'}>
        {tab === 'create' && <CreateCampaignForm onCreated={() => setTab('all')} />}
      </div>
      <div role="tabpanel" id="sms-panel-subscribers" aria-labelledby="sms-tab-subscribers" hidden={tab !== 'subscribers'}>
        {tab === 'subscribers' && <SubscribersPanel />}
      </div>
    </>
  );
}
