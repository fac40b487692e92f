import { Types } from 'mongoose';
import type { TComment, TLikeResult } from '@app/shared-types/community';
import { isOperator, type TUser } from '@app/shared-types/auth';
import { rooms } from '@app/shared-types/realtime';
import { forbidden, notFound, premiumRequired } from '../../errors/app-error';
import { isDuplicateKeyError } from '../../errors/model-errors';
import type { CommunityDeps } from './community.deps';
import { authorOf, toCommentDTO } from './community.dto';
import type { IComment, IPost } from './community.models';
import { audienceRoom, canReadContent, canSeePost, entitledRoom, type Viewer } from './visibility';
import { contentTier, tierRequiredMessage } from '../membership/contracts';

type PostAccess = Pick<IPost, '_id' | 'userId' | 'title' | 'isPublic' | 'isPremiumOnly' | 'requiredTier'>;

const postRef = (post: PostAccess) => ({ id: post._id.toString(), title: post.title, authorId: post.userId.toString() });

/** Likes and comments. Counters move only by atomic $inc after the like/comment write succeeded. */
export function reactionsService(deps: CommunityDeps) {
  const { Posts, Comments, Likes, emitter } = deps;

  async function readablePost(viewer: Viewer, id: string): Promise<PostAccess> {
    const post = await Posts.findById(id, { userId: 1, title: 1, isPublic: 1, isPremiumOnly: 1, requiredTier: 1 }).lean<PostAccess>();
    if (!post || !canSeePost(viewer, post)) throw notFound('Post not found');
    if (!canReadContent(viewer, post)) throw premiumRequired(tierRequiredMessage(contentTier(post)));
    return post;
  }

  async function bump(postId: Types.ObjectId, field: 'likesCount' | 'commentsCount', delta: number) {
    return Posts.findOneAndUpdate(
      { _id: postId },
      { $inc: { [field]: delta, revision: 1 } },
      { returnDocument: 'after', projection: { likesCount: 1, commentsCount: 1, revision: 1, isPublic: 1 } },
    ).lean<Pick<IPost, 'likesCount' | 'commentsCount' | 'revision' | 'isPublic'>>();
  }

  /** Toggles: a second call removes the like. The unique (post, user) index settles races. */
  async function toggleLike(user: TUser, postId: string): Promise<TLikeResult> {
    const post = await readablePost(user, postId);
    const userId = new Types.ObjectId(user.id);
    let liked: boolean;
    let delta: number;
    try {
      await Likes.create({ postId: post._id, userId });
      liked = true;
      delta = 1;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const removed = await Likes.deleteOne({ postId: post._id, userId });
      liked = false;
      delta = removed.deletedCount === 1 ? -1 : 0;
    }
    let updated;
    try {
      updated = await bump(post._id, 'likesCount', delta);
    } catch (error) {
      // The counter did not move: undo the like change so count and likes stay in step.
      if (delta === 1) await Likes.deleteOne({ postId: post._id, userId }).catch(() => {});
      if (delta === -1) await Likes.create({ postId: post._id, userId }).catch(() => {});
      throw error;
    }
    if (!updated) {
      // The post was deleted meanwhile: leave no orphan like behind.
      await Likes.deleteMany({ postId: post._id });
      throw notFound('Post not found');
    }
    await deps.onChange();
    emitter.emit({ room: audienceRoom(updated) }, 'post:liked', { postId, likesCount: updated.likesCount, revision: updated.revision });
    if (liked) await deps.events.publish('community.liked', { post: postRef(post), likerId: user.id }, { id: `like:${postId}:${user.id}` });
    return { liked, likesCount: updated.likesCount, revision: updated.revision };
  }

  async function listComments(viewer: Viewer, postId: string): Promise<TComment[]> {
    const post = await readablePost(viewer, postId);
    const comments = await Comments.find({ postId: post._id }).sort({ createdAt: 1, _id: 1 }).limit(500).lean<IComment[]>();
    const authors = await deps.authors(comments.map((c) => c.userId));
    return comments.map((c) => toCommentDTO(c, authors.get(c.userId.toString())));
  }

  async function addComment(user: TUser, postId: string, content: string): Promise<{ comment: TComment; commentsCount: number; revision: number }> {
    const post = await readablePost(user, postId);
    const created = await Comments.create({ postId: post._id, userId: new Types.ObjectId(user.id), content });
    const updated = await bump(post._id, 'commentsCount', 1).catch(async (error: unknown) => {
      await Comments.deleteOne({ _id: created._id }).catch(() => {});
      throw error;
    });
    if (!updated) {
      await Comments.deleteOne({ _id: created._id });
      throw notFound('Post not found');
    }
    const comment = toCommentDTO(created.toObject<IComment>(), authorOf(user));
    await deps.onChange();
    announceComment(post, { postId, comment, commentsCount: updated.commentsCount, revision: updated.revision });
    await deps.events.publish('community.commented', { post: postRef(post), comment: { id: comment.id, authorId: user.id } }, { id: `comment:${comment.id}` });
    return { comment, commentsCount: updated.commentsCount, revision: updated.revision };
  }

  /** Everyone in the post's audience learns the new count; only those entitled to it get the text. */
  function announceComment(post: PostAccess, payload: { postId: string; comment: TComment; commentsCount: number; revision: number }) {
    const tierRoom = entitledRoom(post);
    if (!tierRoom) {
      emitter.emit({ room: audienceRoom(post) }, 'comment:created', payload);
      return;
    }
    const entitled = [tierRoom, rooms.user(post.userId.toString())];
    emitter.emit({ room: entitled }, 'comment:created', payload);
    emitter.emit({ room: audienceRoom(post), except: entitled }, 'comment:created', { ...payload, comment: null });
  }

  async function deleteComment(actor: TUser, commentId: string): Promise<void> {
    const comment = await Comments.findById(commentId, { userId: 1, postId: 1 }).lean<IComment>();
    if (!comment) throw notFound('Comment not found');
    if (!comment.userId.equals(actor.id) && !isOperator(actor)) throw forbidden('Only the author or an operator can delete this comment.');
    const removed = await Comments.deleteOne({ _id: comment._id });
    if (removed.deletedCount !== 1) throw notFound('Comment not found');
    const updated = await bump(comment.postId, 'commentsCount', -1);
    await deps.onChange();
    if (updated) {
      emitter.emit({ room: audienceRoom(updated) }, 'comment:deleted', {
        postId: comment.postId.toString(),
        commentId,
        commentsCount: updated.commentsCount,
        revision: updated.revision,
      });
    }
  }

  return { toggleLike, listComments, addComment, deleteComment, bump };
}
