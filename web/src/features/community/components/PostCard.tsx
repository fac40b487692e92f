import { Suspense, lazy, memo, useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import LockIcon from '@mui/icons-material/Lock';
import ShareIcon from '@mui/icons-material/Share';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { categoryLabel } from '@app/shared-types/community/feed';
import { PLANS, contentTier, tierBadgeLabel, tierIncludedText, upgradeToTierLabel, type TPlanId } from '@app/shared-types/membership/model';
import { redirectToSignIn } from '../../../lib/auth/sign-in-href';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { VisuallyHidden } from '../../../lib/ui/VisuallyHidden';
import { useDeletePost } from '../api/delete-post';
import { useFollowUser } from '../api/follow-user';
import { toggleLike } from '../api/toggle-like';
import { formatPostDate, formatPostDateTime, initialOf, plural, postShareUrl } from '../format';
import { likeView, useCommunityStore, type TFeedPost } from '../store';

// A thread and the delete dialog load when first wanted (the comments button prefetches the thread).
const loadThread = () => import('./CommentThread');
const CommentThread = lazy(() => loadThread().then((m) => ({ default: m.CommentThread })));
const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

/** The element id of a post's card (deep links focus it). */
export const postElementId = (postId: string) => `post-${postId}`;

// The label may wrap: on a 375 px phone 'Training & Development' beside the avatar and Follow is
// wider than the card, and a chip that cannot wrap pushed the card past its column.
const CATEGORY_CHIP_SX = { bgcolor: '#e3ebf7', color: '#0b3d91', fontWeight: 600, height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal' } } as const;

/** Share: the system share sheet where there is one, else the link on the clipboard. */
export async function sharePost(post: Pick<TFeedPost, 'id' | 'title'>): Promise<void> {
  const url = postShareUrl(post.id);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: post.title, url });
      return;
    } catch (error) {
      // The user closed the sheet: nothing to say.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied', description: 'The link to this post is on your clipboard.' });
  } catch (error) {
    toast({ title: 'Could not copy the link', description: `${errorMessage(error, 'Copying is not allowed here.')} The link is ${url}`, variant: 'destructive' });
  }
}

function FollowButton({ author, titleId }: { author: { id: string; displayName: string }; titleId: string }) {
  const following = useCommunityStore((s) => !!s.following[author.id]);
  const { run: toggle, pending } = useFollowUser();
  return (
    <Button
      size="small"
      variant={following ? 'contained' : 'outlined'}
      onClick={() => !pending && void toggle(author, !following)}
      aria-describedby={titleId}
      sx={{ flexShrink: 0 }}
    >
      {following ? 'Following' : 'Follow'}
      {' '}
      <VisuallyHidden>{author.displayName}</VisuallyHidden>
    </Button>
  );
}

/** A post above the viewer's plan: which plan opens it, and the way to /pricing. */
function LockedContent({ title, tier }: { title: string; tier: TPlanId }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, p: 2, borderRadius: 1, bgcolor: '#f3f5f9', border: 1, borderColor: 'divider' }}>
      <LockIcon aria-hidden sx={{ color: 'secondary.main' }} />
      <Typography sx={{ flex: '1 1 200px' }}>
        {tier === 'starter' ? 'This insight is for premium members.' : `This insight is for ${PLANS[tier].name} members.`} {tierIncludedText(tier)}
      </Typography>
      <Button href="/pricing" variant="contained" color="secondary" size="small">
        {upgradeToTierLabel(tier)}{' '}
        <VisuallyHidden>to read {title}</VisuallyHidden>
      </Button>
    </Box>
  );
}

type PostCardProps = {
  postId: string;
  highlighted?: boolean;
  /** After this post was deleted here, with the position it had in the list (to move focus on). */
  onDeleted?: (formerIndex: number) => void;
};

/**
 * One post. It reads its own post from the store by id, so a like or comment on another post does
 * not re-render it (hundreds of cards stay cheap). Its accessible name is the post's title.
 */
export const PostCard = memo(function PostCard({ postId, highlighted = false, onDeleted }: PostCardProps) {
  const post = useCommunityStore((s) => s.posts[postId]);
  const { user, isOperator, ready } = useCurrentUser();
  const id = useId();
  const titleId = `${id}-title`;
  const threadId = `${id}-thread`;
  const [threadOpen, setThreadOpen] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const { run: remove, pending: deleting } = useDeletePost();

  if (!post) return null;
  const author = post.user?.displayName ?? 'Unknown User';
  const { liked, count: likes } = likeView(post);
  const canDelete = !!user && (post.userId === user.id || isOperator);
  const canFollow = !!user && !!post.user && post.user.id !== user.id;
  const likePending = !!post.pendingLike;
  const tier = contentTier(post);

  const onLike = () => {
    if (!ready) return;
    if (!user) {
      redirectToSignIn(`/community?post=${encodeURIComponent(post.id)}`);
      return;
    }
    void toggleLike(post.id);
  };

  const toggleThread = () => setThreadOpen((open) => !open);
  const closeThread = () => {
    setThreadOpen(false);
    document.getElementById(`${id}-comments-toggle`)?.focus();
  };

  const confirmDelete = async () => {
    const formerIndex = useCommunityStore.getState().order.indexOf(post.id);
    const { ok } = await remove(post.id);
    setConfirmingDelete(false);
    if (ok) onDeleted?.(formerIndex);
  };

  return (
    <Card
      component="article"
      variant="outlined"
      id={postElementId(post.id)}
      aria-labelledby={titleId}
      tabIndex={-1}
      sx={{
        scrollMarginTop: 96,
        ...(highlighted ? { borderColor: 'primary.main', boxShadow: '0 0 0 2px #0b3d91' } : {}),
        '&:focus-visible': { outline: '3px solid #0b3d91', outlineOffset: 2 },
      }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, mb: 1.5 }}>
          <Avatar aria-hidden sx={{ bgcolor: 'primary.main', color: '#fff', width: 40, height: 40, fontWeight: 700 }}>
            {initialOf(post.user?.displayName)}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{author}</Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.25 }}>
              <Typography component="span" variant="body2" color="text.secondary">
                <time dateTime={post.createdAt} title={formatPostDateTime(post.createdAt)}>
                  {formatPostDate(post.createdAt)}
                </time>
              </Typography>
              {post.isPremiumOnly ? (
                <WorkspacePremiumIcon titleAccess={tierBadgeLabel(tier)} fontSize="small" sx={{ color: 'secondary.main' }} />
              ) : null}
              <Chip size="small" label={categoryLabel(post.category)} sx={CATEGORY_CHIP_SX} />
            </Box>
          </Box>
          {canFollow && post.user ? <FollowButton author={post.user} titleId={titleId} /> : null}
        </Box>

        <Typography id={titleId} component="h3" sx={{ fontWeight: 700, fontSize: '1.2rem', lineHeight: 1.35, mb: 1, overflowWrap: 'anywhere' }}>
          {post.title}
        </Typography>

        {post.locked || post.content === null ? (
          <LockedContent title={post.title} tier={tier} />
        ) : (
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{post.content}</Typography>
        )}

        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 2 }}>
          {post.locked ? (
            <Typography variant="body2" color="text.secondary">
              {plural(likes, 'like')} · {plural(post.commentsCount, 'comment')}
            </Typography>
          ) : (
            <>
              <Button
                size="small"
                variant={liked ? 'contained' : 'text'}
                color="primary"
                aria-pressed={liked}
                onClick={onLike}
                startIcon={liked ? <ThumbUpIcon aria-hidden /> : <ThumbUpOutlinedIcon aria-hidden />}
                data-pending={likePending || undefined}
                sx={{ minWidth: 64 }}
              >
                <VisuallyHidden>Like {post.title},</VisuallyHidden>{' '}
                {likes}
                {' '}
                <VisuallyHidden>{likes === 1 ? 'like' : 'likes'}</VisuallyHidden>
              </Button>
              <Button
                id={`${id}-comments-toggle`}
                size="small"
                aria-expanded={threadOpen}
                aria-controls={threadOpen ? threadId : undefined}
                onPointerEnter={() => void loadThread()}
                onFocus={() => void loadThread()}
                onClick={toggleThread}
                startIcon={<ChatBubbleOutlineIcon aria-hidden />}
                sx={{ minWidth: 64 }}
              >
                <VisuallyHidden>Comments on {post.title}:</VisuallyHidden>{' '}
                {post.commentsCount}
              </Button>
            </>
          )}
          <Button size="small" onClick={() => void sharePost(post)} startIcon={<ShareIcon aria-hidden />}>
            Share{' '}
            <VisuallyHidden>{post.title}</VisuallyHidden>
          </Button>
          {canDelete ? (
            <Button size="small" color="error" onClick={() => setConfirmingDelete(true)} startIcon={<DeleteOutlineIcon aria-hidden />} sx={{ ml: { sm: 'auto' } }}>
              Delete{' '}
              <VisuallyHidden>{post.title}</VisuallyHidden>
            </Button>
          ) : null}
        </Box>

        {threadOpen && !post.locked ? (
          <Suspense fallback={<LinearProgress aria-label="Loading comments" sx={{ mt: 2 }} />}>
            <CommentThread postId={post.id} postTitle={post.title} regionId={threadId} onClose={closeThread} />
          </Suspense>
        ) : null}
      </CardContent>

      {canDelete && confirmingDelete ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title="Delete this post?"
            text="The post and its comments will be removed for everyone. This cannot be undone."
            confirmLabel="Delete Post"
            pendingLabel="Deleting..."
            pending={deleting}
            onConfirm={() => void confirmDelete()}
            onClose={() => setConfirmingDelete(false)}
          />
        </Suspense>
      ) : null}
    </Card>
  );
});
