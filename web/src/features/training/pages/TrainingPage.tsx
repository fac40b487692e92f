import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { PLANS, membershipLabel, planLabel } from '@app/shared-types/membership/model';
import type { TTrainingModuleSummary } from '@app/shared-types/training/model';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { PageHeader } from '../../../lib/ui/PageHeader';
import { sectionHeadingSx } from '../../../lib/ui/section-heading';
import { fetchModule, fetchModules, useLoad } from '../api/modules';
import { ModuleCard } from '../components/ModuleCard';
import { ModuleViewer } from '../components/ModuleViewer';

/** Module cards' placeholders: the prerendered HTML shows them, so the grid arriving moves nothing above it. */
function Loading({ label }: { label: string }) {
  return (
    <Box role="progressbar" aria-label={label} sx={{ mt: 4 }}>
      <Skeleton variant="text" width={180} height={40} sx={{ mb: 2 }} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={260} />
        ))}
      </Box>
    </Box>
  );
}

function Grid({ id, title, modules, signedIn, onOpen }: { id: string; title: string; modules: TTrainingModuleSummary[]; signedIn: boolean; onOpen: (id: string) => void }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 4 }}>
      <Typography id={id} component="h2" sx={{ ...sectionHeadingSx, mb: 2 }}>
        {title}
      </Typography>
      {modules.length === 0 ? (
        <EmptyState headingLevel="h3" title={`No ${title.toLowerCase()} yet`} description="Our advisors publish new courses here as they are written." />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
          {modules.map((m) => (
            <ModuleCard key={m.id} module={m} signedIn={signedIn} onOpen={onOpen} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * /training: free and premium module grids; locked premium cards offer Unlock with Premium, and
 * non-premium members see the upgrade banner. The open module and lesson live in the address
 * (?module=&lesson=), so a reload or a link lands on the same lesson.
 */
export default function TrainingPage() {
  const { user, ready, hasPremiumAccess } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const moduleId = params.get('module');
  const lessonId = params.get('lesson');
  // The viewer's rights decide what opens: reload when they change, e.g. premium granted live.
  const viewerKey = ready ? `${user?.id ?? 'visitor'}:${hasPremiumAccess}` : null;
  const list = useLoad(fetchModules, viewerKey);
  const open = useLoad((signal) => fetchModule(moduleId!, signal), moduleId && user ? `${viewerKey}:${moduleId}` : null);

  const openModule = (id: string) => setParams({ module: id });
  const openLesson = (id: string) => setParams({ module: moduleId!, lesson: id });
  const back = () => setParams({});

  const modules = list.data ?? [];
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeader
        title="Training Library"
        description="Practical courses on bookkeeping, tax, payroll, financial management and federal contracting, written by our advisors for small businesses and government contractors."
      />

      {/* Until the session is known its room is kept (most readers see it), so nothing moves when it shows. */}
      {user && hasPremiumAccess ? (
        <Alert severity="success" icon={<WorkspacePremiumIcon aria-hidden />} sx={{ mt: 3 }}>
          {/* The one source for plan names (issue 23): the same words as /premium and /settings. */}
          {membershipLabel(user)}: every module is open to you.
        </Alert>
      ) : (
        <Alert
          aria-hidden={!ready || undefined}
          severity="info"
          icon={<WorkspacePremiumIcon aria-hidden />}
          sx={{ mt: 3, visibility: ready ? undefined : 'hidden' }}
          action={
            <Button href="/premium" color="inherit" variant="outlined" size="small">
              Upgrade to Premium
            </Button>
          }
        >
          {user ? `You are on the ${membershipLabel(user)}. ` : ''}Unlock all 13 modules, premium live sessions and members-only insights with a paid plan, from {planLabel('starter')} at ${PLANS.starter.price} a month.
        </Alert>
      )}

      {moduleId && user ? (
        <Box sx={{ mt: 3 }}>
          {open.data ? (
            <ModuleViewer key={open.data.id} module={open.data} lessonId={lessonId} onLesson={openLesson} onBack={back} />
          ) : open.error ? (
            <Alert severity="warning" action={<Button onClick={back}>Back to the library</Button>}>
              {errorMessage(open.error)}
            </Alert>
          ) : (
            <Loading label="Loading the module" />
          )}
        </Box>
      ) : list.data ? (
        <>
          <Grid id="free-modules" title="Free Modules" modules={modules.filter((m) => !m.isPremium)} signedIn={!!user} onOpen={openModule} />
          <Grid id="premium-modules" title="Premium Modules" modules={modules.filter((m) => m.isPremium)} signedIn={!!user} onOpen={openModule} />
        </>
      ) : list.error ? (
        <Alert severity="error" sx={{ mt: 3 }}>
          {errorMessage(list.error, 'Failed to load the training library.')}
        </Alert>
      ) : (
        <Loading label="Loading the training library" />
      )}
    </Container>
  );
}
