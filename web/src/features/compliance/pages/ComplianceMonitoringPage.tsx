import { Suspense, lazy, useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { COMPLIANCE_MESSAGES, type TScan } from '@app/shared-types/compliance/model';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { PageHeader } from '../../../lib/ui/PageHeader';
import { VisuallyHidden } from '../../../lib/ui/VisuallyHidden';
import { loadAll, loadIssues } from '../api/load-compliance';
import { useSiteScans } from '../api/site-scans';
import { AlertsList } from '../components/AlertsList';
import { IssueList } from '../components/IssueList';
import { NewScanForm } from '../components/NewScanForm';
import { ScanCard } from '../components/ScanCard';
import { SeverityFilter } from '../components/SeverityFilter';
import { SiteScanList } from '../components/SiteScanList';
import { SummaryCards } from '../components/SummaryCards';
import { summary } from '../model/compliance';
import { resetComplianceStore, useComplianceStore } from '../store';
import { useComplianceEvents } from '../use-compliance-events';
import { tabLinks } from '../../../lib/ui/tab-links';

// Opened from a scan card: its code (details, history chart) loads on the first View Details.
const ScanDetailsDialog = lazy(() => import('../components/ScanDetailsDialog').then((m) => ({ default: m.ScanDetailsDialog })));
// The ACR tab (issue 26 §3) loads its code when first opened.
const AcrPanel = lazy(() => import('../acr/AcrPanel').then((m) => ({ default: m.AcrPanel })));

export const COMPLIANCE_TITLE = 'Section 508 Compliance Monitoring';
const RECENT = 5;

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'scans', label: 'Recent Scans' },
  { value: 'issues', label: 'Issues' },
  { value: 'alerts', label: 'Alerts' },
  { value: 'acr', label: 'Conformance Report' },
] as const;
type TTab = (typeof TABS)[number]['value'];
const parseTab = (value: string | null): TTab => TABS.find((t) => t.value === value)?.value ?? 'overview';

type TListState = 'visitor' | 'loading' | 'ready';

function ScanCards({ scans, state, emptyText, onViewDetails }: { scans: TScan[]; state: TListState; emptyText: string; onViewDetails: (scan: TScan) => void }) {
  if (scans.length === 0) {
    if (state === 'loading') return <Typography color="text.secondary">Loading your scans…</Typography>;
    // The form above already offers Sign In: one way in, not two.
    if (state === 'visitor') return <EmptyState headingLevel="h3" title="Sign in to see your scans" description="The scans you start are kept with your account and listed here." />;
    return <EmptyState headingLevel="h3" title="No scans yet" description={emptyText} />;
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {scans.map((scan) => (
        <ScanCard key={scan.id} scan={scan} onViewDetails={onViewDetails} />
      ))}
    </Box>
  );
}

/**
 * /compliance-monitoring: the four summary cards, Refresh, and the tabs Overview (new scan, the 5
 * latest), Recent Scans (View Details, Export Report), Issues (severity filter), Alerts (unread
 * badge, Mark Read) and Conformance Report (the ACR from evidence, issue 26). Scans progress live in
 * their rooms instead of a 30-second refetch. `scanMeter`: what the member may still scan this hour
 * (billing's meter, composed in by the route), given a key that changes whenever their scans do.
 */
export default function ComplianceMonitoringPage({ scanMeter }: { scanMeter?: (version: string) => ReactNode } = {}) {
  const { user, ready } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const baseId = useId();
  const [details, setDetails] = useState<TScan | null>(null);
  const state = useComplianceStore();
  const cards = summary(state);
  const viewer = ready ? (user?.id ?? null) : undefined;
  // Site scans and a URL's history load again whenever a scan finishes.
  const finishedVersion = state.scans.filter((s) => s.status !== 'running').map((s) => s.id).join(',');
  const sites = useSiteScans(!!user, `${finishedVersion}|${state.scans.length}`);

  useEffect(() => {
    resetComplianceStore();
    if (viewer) void loadAll();
  }, [viewer]);
  useComplianceEvents();

  const setTab = useCallback((value: TTab) => setParams(value === 'overview' ? {} : { tab: value }, { replace: true }), [setParams]);
  const links = tabLinks<TTab>(baseId);
  const signedIn = !!user;
  const listState: TListState = ready && !user ? 'visitor' : ready && state.scansLoad === 'ready' ? 'ready' : 'loading';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <PageHeader
        title={COMPLIANCE_TITLE}
        description="Scan web pages for WCAG 2.1 AA and Section 508 accessibility issues, follow alerts, and export a conformance report."
        // Refresh only for someone with scans to reload: a visitor's would act on nothing.
        action={
          signedIn ? (
            <Button variant="outlined" startIcon={<RefreshIcon aria-hidden />} onClick={() => void loadAll()}>
              Refresh
            </Button>
          ) : null
        }
      />

      <Box sx={{ mb: 3 }}>
        <SummaryCards {...cards} state={listState} />
      </Box>
      {state.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {state.error}
        </Alert>
      ) : null}

      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={tab} onChange={(_, value: TTab) => setTab(value)} aria-label="Compliance monitoring" variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
          {TABS.map((t) => (
            <Tab
              key={t.value}
              value={t.value}
              {...links.tab(t.value)}
              sx={{ fontWeight: 700, textTransform: 'none', fontSize: { xs: '0.95rem', sm: '1rem' }, minWidth: 'auto', px: { xs: 1.25, sm: 2 }, overflow: 'visible' }}
              label={
                t.value === 'alerts' && cards.unreadAlerts > 0 ? (
                  <Badge badgeContent={cards.unreadAlerts} color="error" sx={{ pr: 1.5 }} slotProps={{ badge: { 'aria-hidden': true } as object }}>
                    <span>
                      {t.label}
                      <VisuallyHidden>{` (${cards.unreadAlerts} unread)`}</VisuallyHidden>
                    </span>
                  </Badge>
                ) : (
                  t.label
                )
              }
            />
          ))}
        </Tabs>
      </Box>

      {TABS.map((t) => (
        <Box key={t.value} {...links.panel(t.value)} hidden={tab !== t.value}>
          {tab !== t.value ? null : t.value === 'overview' ? (
            <Box sx={{ display: 'grid', gap: 4 }}>
              <NewScanForm signedIn={signedIn} visitor={ready && !signedIn} allowance={scanMeter?.(`${state.scans.length}|${finishedVersion}`)} />
              <Box component="section" aria-labelledby={`${baseId}-recent`} sx={{ display: 'grid', gap: 2 }}>
                <Typography id={`${baseId}-recent`} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                  Recent Scans
                </Typography>
                <ScanCards scans={state.scans.slice(0, RECENT)} state={listState} emptyText="Start one above: enter a page's address and press Start Scan. Its score, issues and alerts appear here." onViewDetails={setDetails} />
              </Box>
            </Box>
          ) : t.value === 'scans' ? (
            <Box sx={{ display: 'grid', gap: 2 }}>
              <SiteScanList sites={sites} />
              <ScanCards scans={state.scans} state={listState} emptyText="Scans you start on the Overview tab, whole-site scans and scheduled re-scans are listed here." onViewDetails={setDetails} />
            </Box>
          ) : t.value === 'issues' ? (
            <Box sx={{ display: 'grid', gap: 2 }}>
              <SeverityFilter value={state.issuesSeverity} onChange={(severity) => void loadIssues(severity)} />
              <IssueList
                issues={state.issues}
                empty={
                  listState === 'visitor'
                    ? COMPLIANCE_MESSAGES.signInToScan
                    : state.issuesLoad === 'loading' || listState === 'loading'
                      ? 'Loading issues…'
                      : cards.completedScans === 0
                        ? 'No scan has completed yet, so there are no issues to list.'
                        : 'No issues of this severity.'
                }
              />
            </Box>
          ) : t.value === 'alerts' ? (
            <AlertsList alerts={state.alerts} />
          ) : (
            <Suspense fallback={null}>
              <AcrPanel signedIn={signedIn} />
            </Suspense>
          )}
        </Box>
      ))}

      {details ? (
        <Suspense fallback={null}>
          <ScanDetailsDialog scan={state.scans.find((s) => s.id === details.id) ?? details} onClose={() => setDetails(null)} version={finishedVersion} />
        </Suspense>
      ) : null}
    </Container>
  );
}
