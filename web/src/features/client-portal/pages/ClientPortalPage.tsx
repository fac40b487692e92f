import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import ForumIcon from '@mui/icons-material/Forum';
import LockIcon from '@mui/icons-material/Lock';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { loadCurrentUser } from '../../../lib/auth/user-store';
import { contactHref } from '../../../lib/contact-prefill';
import { usePageTitle } from '../../../lib/ui/usePageTitle';
import heroImage from '../assets/portal-hero.svg';
import { DocumentLibrary, PortalPanel, RecentMessages } from '../components/DocumentsAndMessages';
import { SecureFileUpload } from '../components/SecureFileUpload';
import { TrainingVideoLibrary } from '../components/TrainingVideoLibrary';

const FEATURES = [
  {
    title: 'Secure Access',
    description: 'Sign in over an encrypted connection with role-based access, so each person sees only what they should.',
    icon: <LockIcon aria-hidden fontSize="large" />,
  },
  {
    title: 'Training Library',
    description: 'On-demand videos on government contracting, SAM registration, compliance and financial management, with captions and transcripts.',
    icon: <VideoLibraryIcon aria-hidden fontSize="large" />,
  },
  {
    title: 'Communication',
    description: 'Messages from your accountant and advisors in one place, with nothing lost in email.',
    icon: <ForumIcon aria-hidden fontSize="large" />,
  },
  {
    title: 'File Management',
    description: 'Share statements, returns and compliance documents securely, and download what we prepare for you.',
    icon: <FolderSharedIcon aria-hidden fontSize="large" />,
  },
];

const wrapSx = { maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 } } as const;

export default function ClientPortalPage() {
  usePageTitle('Client Portal');
  useEffect(() => {
    void loadCurrentUser();
  }, []);

  return (
    <>
      <Box component="section" aria-labelledby="page-title" sx={{ bgcolor: 'primary.main', color: '#fff', py: { xs: 6, md: 8 } }}>
        <Box sx={{ ...wrapSx, display: 'grid', gap: 4, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' } }}>
          <Box>
            <Typography id="page-title" variant="h2" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2rem', sm: '2.5rem', md: '3.2rem' }, lineHeight: 1.15, mb: 2 }}>
              Client Portal
            </Typography>
            <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, color: '#e8eefa', maxWidth: 680 }}>
              Your documents, messages, training and secure file sharing in one place, available whenever you need them.
            </Typography>
          </Box>
          <Box
            component="img"
            src={heroImage}
            alt=""
            width={480}
            height={360}
            decoding="async"
            sx={{ display: { xs: 'none', md: 'block' }, width: '100%', height: 'auto', maxWidth: 420, justifySelf: 'center' }}
          />
        </Box>
      </Box>

      <Box component="section" aria-labelledby="portal-features-heading" sx={{ ...wrapSx, py: { xs: 5, md: 6 } }}>
        <Typography id="portal-features-heading" variant="h4" component="h2" sx={{ fontWeight: 700, mb: 3, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
          What the portal gives you
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
          {FEATURES.map((f) => (
            <Paper component="li" variant="outlined" key={f.title} sx={{ p: 3 }}>
              <Box sx={{ color: 'primary.main', mb: 1 }}>{f.icon}</Box>
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.15rem', mb: 1 }}>
                {f.title}
              </Typography>
              <Typography color="text.secondary">{f.description}</Typography>
            </Paper>
          ))}
        </Box>
        <Alert severity="info" sx={{ mt: 4 }}>
          <AlertTitle>Portal demonstration</AlertTitle>
          This page demonstrates our client portal. Real client access requires secure authentication with an account set up for you. Please contact
          us to set up your portal account.
        </Alert>
      </Box>

      <Box sx={{ ...wrapSx, pb: { xs: 5, md: 6 }, display: 'grid', gap: 3 }}>
        <PortalPanel headingId="video-library-heading" title="Training Video Library">
          <TrainingVideoLibrary />
        </PortalPanel>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <PortalPanel headingId="document-library-heading" title="Document Library">
            <DocumentLibrary />
          </PortalPanel>
          <PortalPanel headingId="recent-messages-heading" title="Recent Messages">
            <RecentMessages />
          </PortalPanel>
        </Box>
        <PortalPanel headingId="file-upload-heading" title="Secure File Upload">
          <SecureFileUpload />
        </PortalPanel>
      </Box>

      <Box component="section" aria-labelledby="portal-cta-heading" sx={{ bgcolor: 'grey.50', py: { xs: 6, md: 8 }, textAlign: 'center' }}>
        <Box sx={{ ...wrapSx, maxWidth: 800 }}>
          <Typography id="portal-cta-heading" variant="h4" component="h2" sx={{ fontWeight: 700, mb: 2, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
            Ready for your own portal?
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 4, fontSize: '1.1rem' }}>
            Existing clients can request access today. New to the firm? Book a demo and we will walk you through it.
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
            <Button href={contactHref({ message: "I'd like to request access to the client portal." })} variant="contained" size="large">
              Request Portal Access
            </Button>
            <Button href="/consultation" variant="outlined" size="large">
              Schedule Demo
            </Button>
          </Box>
        </Box>
      </Box>
    </>
  );
}
