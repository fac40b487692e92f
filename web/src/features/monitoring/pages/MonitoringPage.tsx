import { lazy } from 'react';
import { usePageTitle } from '../../../lib/ui/usePageTitle';
import { OperatorPage } from '../../../lib/ui/GatedPage';

// Only operators see the dashboard: everyone else never loads it.
const Dashboard = lazy(() => import('../components/Dashboard'));

export const MONITORING_TITLE = 'System Monitoring';

/**
 * /monitoring (nav label Analytics): usage against the plan's limits, alerts, health and history,
 * kept live by the `monitoring` room. The server refuses everyone but operators; this page says so.
 */
export default function MonitoringPage() {
  usePageTitle(MONITORING_TITLE);
  // Visitors (401) and signed-in non-operators (403) get a clear page instead of a broken dashboard.
  return (
    <OperatorPage
      path="/monitoring"
      title={MONITORING_TITLE}
      intro="Usage against the plan’s limits (10,000 users, 10 GB storage, 100,000 API requests a day), updated live."
      sx={{ py: 4 }}
      signIn={{ heading: 'Sign in to view system monitoring', text: 'System monitoring is available to operators. Sign in with an operator account to continue.' }}
      forbidden={{
        text: 'System monitoring shows the platform’s usage, alerts and health, and is available to operators. Ask an operator of your firm if you need these figures.',
        back: { href: '/', label: 'Back to home' },
      }}
    >
      <Dashboard />
    </OperatorPage>
  );
}
