import { lazy } from 'react';
import { OperatorPage } from '../../../lib/ui/GatedPage';

const TITLE = 'SMS Campaigns';
const ABOUT = "SMS campaigns text members and subscribers about trainings and deadlines, and are run by the firm's operators.";
/** What visitors, and members who are not operators, read instead of the page. */
const ACCESS = { signIn: { heading: 'Sign in to manage SMS campaigns', text: ABOUT }, forbidden: { text: ABOUT, back: { href: '/', label: 'Back to home' } } };

// Only operators see it: everyone else never loads it.
const Campaigns = lazy(() => import('../components/Campaigns'));

export default function SmsCampaignsPage() {
  return (
    <OperatorPage path="/sms-campaigns" title={TITLE} intro="Text the members and subscribers who opted in about trainings, deadlines and news, and follow each send live." {...ACCESS}>
      <Campaigns />
    </OperatorPage>
  );
}
