import { Suspense, lazy, useId, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PackagePicker } from './PackagePicker';
import { tabLinks } from '../../../lib/ui/tab-links';
import { preloadOnIntent } from '../../../lib/ui/preload-on-intent';

// Not needed at first paint: loaded when their tab is opened (or hovered/focused).
const loadCompare = () => import('./CompareServices');
const loadGuide = () => import('./ComplianceGuide');
const CompareServices = lazy(loadCompare);
const ComplianceGuide = lazy(loadGuide);

const TABS = [
  { value: 'packages', label: 'Service Packages', preload: undefined },
  { value: 'compare', label: 'Compare Services', preload: loadCompare },
  { value: 'compliance', label: 'Compliance Guide', preload: loadGuide },
] as const;
type TTab = (typeof TABS)[number]['value'];

function PanelFallback() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

/** The three-tab area of /services: 'Service Packages', 'Compare Services', 'Compliance Guide'. */
export function ServiceTabs() {
  const [tab, setTab] = useState<TTab>('packages');
  const baseId = useId();
  const links = tabLinks<TTab>(baseId);

  return (
    <Box>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_, value: TTab) => setTab(value)}
          aria-label="Service packages, comparison and compliance guide"
          variant="fullWidth"
          selectionFollowsFocus
        >
          {TABS.map((t) => (
            <Tab
              key={t.value}
              value={t.value}
              label={t.label}
              {...links.tab(t.value)}
              {...preloadOnIntent(t.preload)}
              sx={{ fontWeight: 700, textTransform: 'none', fontSize: { xs: '0.95rem', sm: '1rem' } }}
            />
          ))}
        </Tabs>
      </Box>
      {TABS.map((t) => (
        <Box key={t.value} {...links.panel(t.value)} hidden={tab !== t.value} sx={{ pt: 4 }}>
          {tab === t.value ? (
            <Suspense fallback={<PanelFallback />}>
              {t.value === 'packages' ? <PackagePicker /> : t.value === 'compare' ? <CompareServices /> : <ComplianceGuide />}
            </Suspense>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
