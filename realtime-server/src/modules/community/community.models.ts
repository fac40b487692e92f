import { Schema } from 'mongoose';
import { POST_CATEGORY_VALUES, POST_CONTENT_MAX, POST_IMAGE_URL_MAX, POST_TITLE_MAX, COMMENT_MAX, type TComment, type TPost } from '@app/shared-types/community';
import { PLAN_IDS } from '@app/shared-types/membership/model';
import { defineModel } from '../../db/define-model';
import { maxChars } from '../../db/text-limits';
import type { StoredShape } from '../../db/stored-shape';
import { linkSchema, type ILink } from '../../db/link-schema';

/** A feed item as stored: the content always there (the wire hides it when locked), no per-reader fields; read requiredTier through contentTier (older posts have only isPremiumOnly). */
export type IPost = StoredShape<Omit<TPost, 'content' | 'locked' | 'user' | 'userLiked'>, 'createdAt' | 'updatedAt', 'userId'> & { content: string };

const postSchema = new Schema<IPost>(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    title: { type: String, required: true, trim: true, validate: maxChars(POST_TITLE_MAX) },
    content: { type: String, required: true, validate: maxChars(POST_CONTENT_MAX) },
    imageUrl: { type: String, default: null, validate: maxChars(POST_IMAGE_URL_MAX) },
    category: { type: String, enum: POST_CATEGORY_VALUES, default: 'general' },
    isPublic: { type: Boolean, default: true },
    isPremiumOnly: { type: Boolean, default: false },
    requiredTier: { type: String, enum: PLAN_IDS, default: 'free' },
    likesCount: { type: Number, default: 0, min: 0 },
    commentsCount: { type: Number, default: 0, min: 0 },
    revision: { type: Number, default: 0 },
  },
  { timestamps: true, collection: 'posts' },
);
postSchema.index({ createdAt: -1, _id: -1 });
postSchema.index({ category: 1, createdAt: -1 });
postSchema.index({ userId: 1, createdAt: -1 });

export type IComment = StoredShape<Omit<TComment, 'user'>, 'createdAt', 'postId' | 'userId'>;

const commentSchema = new Schema<IComment>(
  {
    postId: { type: Schema.Types.ObjectId, ref: 'Post', required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    content: { type: String, required: true, validate: maxChars(COMMENT_MAX) },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'comments' },
);
commentSchema.index({ postId: 1, createdAt: 1 });
commentSchema.index({ userId: 1, createdAt: -1 });

export type ILike = ILink<'postId', 'userId'>;

// One like per member per post.
const likeSchema = linkSchema(['postId', 'Post'], ['userId', 'User'], 'likes', 'one_like_per_user');
likeSchema.index({ userId: 1, createdAt: -1 });

export type IFollow = ILink<'followerId', 'followingId'>;

const followSchema = linkSchema(['followerId', 'User'], ['followingId', 'User'], 'follows', 'one_follow_per_pair');
followSchema.index({ followingId: 1 });

export const postModel = defineModel<IPost>('Post', postSchema);
export const commentModel = defineModel<IComment>('Comment', commentSchema);
export const likeModel = defineModel<ILike>('Like', likeSchema);
export const followModel = defineModel<IFollow>('Follow', followSchema);
