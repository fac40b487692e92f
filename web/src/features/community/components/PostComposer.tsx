import { Suspense, lazy, useEffect, useRef } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import PersonIcon from '@mui/icons-material/Person';
import type { TPostCategory } from '@app/shared-types/community/feed';
import { signInHref } from '../../../lib/auth/sign-in-href';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { VisuallyHidden } from '../../../lib/ui/VisuallyHidden';
import { initialOf } from '../format';

export const COMPOSER_PROMPT = 'Share your government contracting insights...';

const loadForm = () => import('./PostComposerForm');
const PostComposerForm = lazy(loadForm);
/** Fetches the form's code ahead of need (idle time for members, hover/focus of the prompt). */
export const preloadComposerForm = () => void loadForm();

const promptSx = {
  flex: 1,
  justifyContent: 'flex-start',
  textAlign: 'left',
  fontWeight: 400,
  color: 'text.secondary',
  borderColor: '#8a93a6',
  borderRadius: 6,
  px: 2,
  py: 1.25,
  minHeight: 48,
  '&:hover': { borderColor: 'primary.main', bgcolor: '#f3f5f9' },
} as const;

/**
 * The collapsed prompt that expands into the post form (spec 4: collapsed, expanded, collapsed
 * and reset after a post). Focus moves into the form when it opens and back to the prompt when it
 * closes. Visitors get the same prompt as a link to sign in, coming back here.
 */
export function PostComposer({ open, onOpenChange, defaultCategory }: { open: boolean; onOpenChange: (open: boolean) => void; defaultCategory: TPostCategory }) {
  const { user, ready, hasPremiumAccess } = useCurrentUser();
  const prompt = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);

  useEffect(() => {
    if (wasOpen.current && !open) prompt.current?.focus();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (!user) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => preloadComposerForm());
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(preloadComposerForm, 1500);
    return () => window.clearTimeout(timer);
  }, [user]);

  const avatar = (
    <Avatar aria-hidden sx={{ bgcolor: user ? 'primary.main' : '#4a5263', color: '#fff', fontWeight: 700 }}>
      {user ? initialOf(user.username) : <PersonIcon />}
    </Avatar>
  );

  if (ready && !user) {
    return (
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
        {avatar}
        <Button variant="outlined" href={signInHref('/community')} sx={promptSx}>
          {COMPOSER_PROMPT}
          {' '}
          <VisuallyHidden>Sign in to post.</VisuallyHidden>
        </Button>
      </Paper>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', alignItems: 'flex-start', gap: 2 }}>
      <Box sx={{ display: { xs: open ? 'none' : 'block', sm: 'block' }, mt: open ? 0.5 : 0 }}>{avatar}</Box>
      {open && user ? (
        <Suspense fallback={<LinearProgress aria-label="Loading the post form" sx={{ flex: 1, mt: 2 }} />}>
          <PostComposerForm canPostPremium={hasPremiumAccess} defaultCategory={defaultCategory} onDone={() => onOpenChange(false)} />
        </Suspense>
      ) : (
        <Button
          ref={prompt}
          variant="outlined"
          aria-expanded={false}
          onClick={() => ready && onOpenChange(true)}
          onMouseEnter={preloadComposerForm}
          onFocus={preloadComposerForm}
          sx={{ ...promptSx, alignSelf: 'center' }}
        >
          {COMPOSER_PROMPT}
        </Button>
      )}
    </Paper>
  );
}
