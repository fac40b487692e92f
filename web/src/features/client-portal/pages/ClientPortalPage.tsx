import { useEffect, type ReactNode } from 'react';
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
import { PageHeader } from '../../../lib/ui/PageHeader';
import { sectionHeadingSx } from '../../../lib/ui/section-heading';
import heroImage from '../assets/portal-hero.svg';
import { DocumentLibrary, PortalPanel, RecentMessages } from '../components/DocumentsAndMessages';

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

/**
 * The portal's own parts (features, sample documents and messages, the closing call) around two
 * panels other features own: the training-videos feature's library and the uploads feature's
 * secure upload, composed in by the app (app/composed/ClientPortalRoute.tsx).
 */
export default function ClientPortalPage({ trainingVideos, uploads }: { trainingVideos: ReactNode; uploads: ReactNode }) {
  useEffect(() => {
    void loadCurrentUser();
  }, []);

  return (
    <>
      <Box sx={{ ...wrapSx, pt: { xs: 4, md: 6 }, display: 'grid', columnGap: 4, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' } }}>
        <PageHeader
          title="Client Portal"
          description="Your documents, messages, training and secure file sharing in one place, available whenever you need them."
        />
        <Box
          component="img"
          src={heroImage}
          alt=""
          width={480}
          height={360}
          decoding="async"
          sx={{ display: { xs: 'none', md: 'block' }, width: '100%', height: 'auto', maxWidth: 360, justifySelf: 'center', mb: 4 }}
        />
      </Box>

      <Box component="section" aria-labelledby="portal-features-heading" sx={{ ...wrapSx, pb: { xs: 5, md: 6 } }}>
        <Typography id="portal-features-heading" component="h2" sx={{ ...sectionHeadingSx, mb: 3 }}>
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
          {trainingVideos}
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
          {uploads}
        </PortalPanel>
      </Box>

      <Box component="section" aria-labelledby="portal-cta-heading" sx={{ bgcolor: 'grey.50', py: { xs: 6, md: 8 }, textAlign: 'center' }}>
        <Box sx={{ ...wrapSx, maxWidth: 800 }}>
          <Typography id="portal-cta-heading" component="h2" sx={{ ...sectionHeadingSx, mb: 2 }}>
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
