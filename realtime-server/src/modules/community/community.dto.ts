import { displayName, type TUser } from '@app/shared-types/auth';
import type { TComment, TPost } from '@app/shared-types/community';
import type { IComment, IPost } from './community.models';
import { canReadContent, type Viewer } from './visibility';
import { contentTier } from '../membership/contracts';

/** How a post or comment names its author: `displayName` (first and last name, else the username) is what people read. */
export type AuthorInfo = { id: string; username: string; displayName: string };
export const authorOf = (user: Pick<TUser, 'id' | 'username' | 'firstName' | 'lastName'>): AuthorInfo => ({ id: user.id, username: user.username, displayName: displayName(user) });

export function toPostDTO(post: IPost, viewer: Viewer, extra: { author: AuthorInfo | undefined; userLiked: boolean; isFollowing: boolean }): TPost {
  const readable = canReadContent(viewer, post);
  return {
    id: post._id.toString(),
    userId: post.userId.toString(),
    title: post.title,
    content: readable ? post.content : null,
    locked: !readable,
    imageUrl: readable ? post.imageUrl ?? null : null,
    category: post.category,
    isPublic: post.isPublic,
    isPremiumOnly: post.isPremiumOnly,
    requiredTier: contentTier(post),
    likesCount: post.likesCount,
    commentsCount: post.commentsCount,
    revision: post.revision ?? 0,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    user: extra.author ? { ...extra.author, isFollowing: extra.isFollowing } : null,
    userLiked: extra.userLiked,
  };
}

export function toCommentDTO(comment: IComment, author: AuthorInfo | undefined): TComment {
  return {
    id: comment._id.toString(),
    postId: comment.postId.toString(),
    userId: comment.userId.toString(),
    content: comment.content,
    createdAt: comment.createdAt.toISOString(),
    user: author ?? null,
  };
}
