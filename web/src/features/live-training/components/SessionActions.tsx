import { Suspense, lazy, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { LIVE_MESSAGES, isJoinWindowOpen, sessionLabel, type TLiveSession } from '@app/shared-types/live-training/model';
import { PLANS, contentTier, tierIncludedText, upgradeToTierLabel } from '@app/shared-types/membership/model';
import { signInHref } from '../../../lib/auth/sign-in-href';
import { VisuallyHidden } from '../../../lib/ui/VisuallyHidden';
import { useChangeSessionStatus } from '../api/change-session-status';
import { useCancelRegistration, useRegister } from '../api/register';
import { seatsLeft } from '../model/session';
import { ConfirmDialog } from '../../../lib/ui/ConfirmDialog';

// Dialogs load when opened: the edit form's date pickers stay out of the page's first load.
const ScheduleSessionDialog = lazy(() => import('./ScheduleSessionDialog'));
const RecordingLinkDialog = lazy(() => import('./RecordingLinkDialog'));
const AttendanceDialog = lazy(() => import('./AttendanceDialog'));
const FeedbackDialog = lazy(() => import('./FeedbackDialog'));

type DialogName = 'edit' | 'recording' | 'attendance' | 'feedback';

export type SessionActionsProps = {
  session: TLiveSession;
  now: number;
  signedIn: boolean;
  /** Where a visitor comes back to after signing in. */
  returnTo: string;
  onOpenPanel: (sessionId: string) => void;
};

/** An outside meeting link: opens in a new tab and says so to screen readers. */
function MeetingLink({ href, children, variant = 'contained' }: { href: string; children: string; variant?: 'contained' | 'outlined' }) {
  return (
    <Button variant={variant} href={href} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon aria-hidden />}>
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Button>
  );
}

/**
 * The card's buttons. The spec's rule: Join from 15 minutes before the start until the end (or
 * while live), Register otherwise (isJoinWindowOpen). Visitors are sent to sign in; free members
 * see an upgrade hint on premium-only sessions; the session's instructor starts, ends or cancels it.
 */
export function SessionActions({ session, now, signedIn, returnTo, onOpenPanel }: SessionActionsProps) {
  const register = useRegister();
  const unregister = useCancelRegistration();
  const start = useChangeSessionStatus('start');
  const end = useChangeSessionStatus('end');
  const cancel = useChangeSessionStatus('cancel');
  const [confirm, setConfirm] = useState<'end' | 'cancel' | null>(null);
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const closeDialog = () => setDialog(null);

  const { viewer, title } = session;
  const joinOpen = isJoinWindowOpen(session, now);
  // Each card has the same buttons: their names say which session (and begin with the visible words).
  const named = (visible: string) => ({ 'aria-label': `${visible}: ${title}` });

  const dialogs = dialog ? (
    <Suspense fallback={null}>
      {dialog === 'edit' ? <ScheduleSessionDialog session={session} onClose={closeDialog} /> : null}
      {dialog === 'recording' ? <RecordingLinkDialog session={session} onClose={closeDialog} /> : null}
      {dialog === 'attendance' ? <AttendanceDialog session={session} onClose={closeDialog} /> : null}
      {dialog === 'feedback' ? <FeedbackDialog session={session} onClose={closeDialog} /> : null}
    </Suspense>
  ) : null;
  const attendanceButton = (
    <Button variant="outlined" onClick={() => setDialog('attendance')} {...named('Attendance')}>
      Attendance
    </Button>
  );
  const feedbackButton = (
    <Button variant="outlined" onClick={() => setDialog('feedback')} {...named('Rate session')}>
      Rate session
    </Button>
  );

  if (session.status === 'completed') {
    const recordingLabel = session.recordingUrl ? 'Change recording link' : 'Add recording link';
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {session.recordingUrl ? (
          <MeetingLink href={session.recordingUrl} variant="outlined">
            Watch recording
          </MeetingLink>
        ) : null}
        {signedIn && viewer.canManage ? (
          <>
            <Button onClick={() => setDialog('recording')} {...named(recordingLabel)}>
              {recordingLabel}
            </Button>
            {attendanceButton}
          </>
        ) : null}
        {signedIn && !viewer.canManage && viewer.registered ? feedbackButton : null}
        {dialogs}
      </Box>
    );
  }
  if (session.status === 'cancelled' || sessionLabel(session, now) === 'Ended') return null;

  if (!signedIn) {
    return (
      <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
        <Button variant="contained" href={signInHref(returnTo)} {...named(joinOpen ? 'Join' : 'Register')}>
          {joinOpen ? 'Join' : 'Register'}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {LIVE_MESSAGES.signInToRegister}
        </Typography>
      </Box>
    );
  }

  if (viewer.canManage) {
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {joinOpen && session.zoomStartUrl ? <MeetingLink href={session.zoomStartUrl}>Start meeting</MeetingLink> : null}
        {joinOpen ? (
          <Button variant="outlined" onClick={() => onOpenPanel(session.id)} {...named('Open panel')}>
            Open panel
          </Button>
        ) : null}
        {session.status === 'scheduled' ? (
          <Button variant="outlined" onClick={() => void start.run(session.id)} disabled={start.pending} {...named('Start')}>
            Start
          </Button>
        ) : null}
        {session.status === 'live' ? (
          <Button variant="outlined" color="error" onClick={() => setConfirm('end')} {...named('End')}>
            End
          </Button>
        ) : null}
        {session.status === 'scheduled' ? (
          <Button variant="outlined" onClick={() => setDialog('edit')} {...named('Edit')}>
            Edit
          </Button>
        ) : null}
        {attendanceButton}
        {session.status === 'scheduled' ? (
          <Button color="error" onClick={() => setConfirm('cancel')} {...named('Cancel')}>
            Cancel
          </Button>
        ) : null}
        <ConfirmDialog
          open={confirm !== null}
          title={confirm === 'end' ? 'End this session?' : 'Cancel this session?'}
          text={
            confirm === 'end'
              ? `“${title}” ends for everyone, and its panel closes.`
              : `“${title}” is cancelled and every registrant is told at once.`
          }
          confirmLabel={confirm === 'end' ? 'End session' : 'Cancel session'}
          pending={end.pending || cancel.pending}
          onClose={() => setConfirm(null)}
          onConfirm={() => {
            const action = confirm === 'end' ? end : cancel;
            setConfirm(null);
            void action.run(session.id);
          }}
        />
        {dialogs}
      </Box>
    );
  }

  if (session.isPremiumOnly && !viewer.canAccess) {
    const tier = contentTier(session);
    return (
      <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
        <Typography variant="body2" color="text.secondary">
          {tier === 'starter' ? LIVE_MESSAGES.premiumOnly : `This session is for ${PLANS[tier].name} members.`} {tierIncludedText(tier)}
        </Typography>
        <Button variant="outlined" color="secondary" href="/pricing">
          {upgradeToTierLabel(tier)}{' '}
          <VisuallyHidden>to attend {session.title}</VisuallyHidden>
        </Button>
      </Box>
    );
  }

  const full = seatsLeft(session) === 0;

  if (joinOpen) {
    // Join leads to the session's panel, where the meeting is (in the page with Jitsi, a link with
    // Zoom) beside its polls, questions and rooms; a member not registered yet is registered first.
    if (viewer.registered) {
      return (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" onClick={() => onOpenPanel(session.id)} {...named('Join')}>
            Join
          </Button>
          {session.status === 'live' ? feedbackButton : null}
          {dialogs}
        </Box>
      );
    }
    const join = async () => {
      const outcome = await register.run(session.id);
      if (outcome.ok) onOpenPanel(session.id);
    };
    return (
      <Button variant="contained" onClick={() => void join()} disabled={register.pending || full} {...named(full ? 'Full' : 'Join')}>
        {full ? 'Full' : 'Join'}
      </Button>
    );
  }

  if (viewer.registered) {
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'success.main', fontWeight: 700 }}>
          <CheckCircleIcon fontSize="small" aria-hidden /> Registered
        </Typography>
        <Button size="small" onClick={() => void unregister.run(session.id)} disabled={unregister.pending} {...named('Cancel registration')}>
          Cancel registration
        </Button>
      </Box>
    );
  }

  return (
    <Button variant="contained" onClick={() => void register.run(session.id)} disabled={register.pending || full} {...named(full ? 'Full' : 'Register')}>
      {full ? 'Full' : 'Register'}
    </Button>
  );
}
