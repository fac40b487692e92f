import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COMMENT_MAX, COMMUNITY_MESSAGES, type TComment } from '@app/shared-types/community/feed';
import { signInHref } from '../../../lib/auth/sign-in-href';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { VisuallyHidden } from '../../../lib/ui/VisuallyHidden';
import { useCreateComment } from '../api/create-comment';
import { useDeleteComment } from '../api/delete-comment';
import { loadThread, useThread } from '../api/get-comments';
import { formatPostDate, formatPostDateTime } from '../format';
import { useCommunityStore } from '../store';
import { ConfirmDialog } from './ConfirmDialog';
import { RetryAlert } from '../../../lib/ui/RetryAlert';

const EMPTY: TComment[] = [];

function CommentItem({ comment, canDelete, onDelete }: { comment: TComment; canDelete: boolean; onDelete: (c: TComment) => void }) {
  const author = comment.user?.displayName ?? 'Unknown User';
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {author}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          <time dateTime={comment.createdAt} title={formatPostDateTime(comment.createdAt)}>
            {formatPostDate(comment.createdAt)}
          </time>
        </Typography>
        {canDelete ? (
          <Button size="small" color="error" onClick={() => onDelete(comment)} sx={{ ml: 'auto', minWidth: 0 }}>
            Delete{' '}
            <VisuallyHidden>comment by {author}</VisuallyHidden>
          </Button>
        ) : null}
      </Box>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>{comment.content}</Typography>
    </Box>
  );
}

function CommentComposer({ postId, postTitle }: { postId: string; postTitle: string }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const { run: submit, pending } = useCreateComment(postId);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const content = value.trim();
    if (!content) {
      setError(COMMUNITY_MESSAGES.commentEmpty);
      input.current?.focus();
      return;
    }
    setError(null);
    if ((await submit(content)).ok) setValue('');
    input.current?.focus();
  };

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label={`Comment on ${postTitle}`} sx={{ mt: 2 }}>
      <TextField
        inputRef={input}
        id={`${id}-comment`}
        label="Add a comment"
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          if (error) setError(null);
        }}
        error={!!error}
        helperText={error ?? ' '}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="small" aria-disabled={pending || undefined}>
          {pending ? 'Posting...' : 'Post Comment'}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * A post's discussion, opened inline under the card. Its heading takes focus when it opens, so
 * screen-reader users land on the comments; Escape closes it and returns to the toggle.
 */
export function CommentThread({ postId, postTitle, regionId, onClose }: { postId: string; postTitle: string; regionId: string; onClose: () => void }) {
  useThread(postId, true);
  const thread = useCommunityStore((s) => s.threads[postId]);
  const comments = thread?.comments ?? EMPTY;
  const { user, isOperator } = useCurrentUser();
  const heading = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState<TComment | null>(null);
  const { run: remove, pending } = useDeleteComment(postId);

  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);

  const confirmDelete = async () => {
    if (!confirming) return;
    const { ok } = await remove(confirming.id);
    setConfirming(null);
    // The comment's button is gone: continue from the thread's heading.
    if (ok) setTimeout(() => heading.current?.focus(), 0);
  };

  return (
    <Box
      id={regionId}
      component="section"
      aria-labelledby={`${regionId}-heading`}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !confirming) {
          e.stopPropagation();
          onClose();
        }
      }}
      sx={{ mt: 2, pt: 1 }}
    >
      <Typography ref={heading} id={`${regionId}-heading`} component="h4" tabIndex={-1} sx={{ fontWeight: 700, fontSize: '1rem', mb: 1 }}>
        Comments{' '}
        <VisuallyHidden>on {postTitle}</VisuallyHidden>
      </Typography>

      {thread?.status === 'error' ? (
        <RetryAlert onRetry={() => void loadThread(postId)} label="Try Again">
          The comments could not be loaded. {thread.error}
        </RetryAlert>
      ) : null}

      <div role="status">
        {!thread || (thread.status === 'loading' && comments.length === 0) ? (
          <Typography color="text.secondary">Loading comments…</Typography>
        ) : thread.status === 'ready' && comments.length === 0 ? (
          <Typography color="text.secondary">No comments yet. Start the discussion.</Typography>
        ) : null}
      </div>

      {comments.length ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {comments.map((c) => (
            <CommentItem key={c.id} comment={c} canDelete={!!user && (c.userId === user.id || isOperator)} onDelete={setConfirming} />
          ))}
        </Box>
      ) : null}

      {user ? (
        <CommentComposer postId={postId} postTitle={postTitle} />
      ) : (
        <Typography sx={{ mt: 2 }}>
          <Link href={signInHref(`/community?post=${encodeURIComponent(postId)}`)}>Sign in to comment</Link>
        </Typography>
      )}

      <ConfirmDialog
        open={!!confirming}
        title="Delete this comment?"
        text="The comment will be removed for everyone. This cannot be undone."
        confirmLabel="Delete Comment"
        pendingLabel="Deleting..."
        pending={pending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirming(null)}
      />
    </Box>
  );
}
