/** Community feed constants and types, without zod (the browser's feed code imports only these). */
import type { TPlanId } from '../../membership/model';

export const POST_CATEGORIES = [
  { value: 'general', label: 'General Discussion' },
  { value: 'sam-registration', label: 'SAM Registration' },
  { value: 'compliance', label: 'Compliance' },
  { value: 'contracts', label: 'Contract Management' },
  { value: 'training', label: 'Training & Development' },
] as const;
export type TPostCategory = (typeof POST_CATEGORIES)[number]['value'];
export const POST_CATEGORY_VALUES = POST_CATEGORIES.map((c) => c.value) as [TPostCategory, ...TPostCategory[]];
export const categoryLabel = (value: string) => POST_CATEGORIES.find((c) => c.value === value)?.label ?? value;

export const COMMUNITY_MESSAGES = {
  titleRequired: 'Title is required',
  contentMin: 'Content must be at least 10 characters',
  commentEmpty: 'Comment cannot be empty',
  premiumOnlyNotAllowed: 'Only premium members can share premium-only insights.',
  postCreatedTitle: 'Post Created',
  postCreatedText: 'Your insight has been shared with the community.',
} as const;

export const FEED_PAGE_DEFAULT = 20;

/**
 * Names under which /community's HTML carries the visitor's first screen (the feed's first page,
 * the sidebar's figures) when the request has no session, so the page skips those round trips.
 */
export const PAGE_DATA_KEYS = { feed: 'community-feed', stats: 'community-stats' } as const;
export const FEED_PAGE_MAX = 50;
export const POST_TITLE_MAX = 200;
export const POST_CONTENT_MAX = 10_000;
export const COMMENT_MAX = 2_000;
/** A post's stored image address (no request sets one yet). */
export const POST_IMAGE_URL_MAX = 500;
/** Window for "active members": posted, commented or liked within it. */
export const ACTIVE_MEMBER_DAYS = 30;

/** `displayName`: first and last name when the author gave them, else the username (what the card shows). */
export type TPostAuthor = { id: string; username: string; displayName: string; isFollowing: boolean } | null;

/**
 * A feed item. For a premium-only post seen by someone not entitled, `locked` is true and `content`
 * is null: the card shows title, author and category with an upgrade link, never the content.
 */
export type TPost = {
  id: string;
  userId: string;
  title: string;
  content: string | null;
  locked: boolean;
  imageUrl: string | null;
  category: TPostCategory;
  isPublic: boolean;
  isPremiumOnly: boolean;
  /** The plan that opens the content (contentTier of the stored post). */
  requiredTier: TPlanId;
  likesCount: number;
  commentsCount: number;
  /**
   * Bumped with every change of likesCount or commentsCount. Concurrent updates can reach a client
   * out of order; applying only a higher revision makes every client converge to the stored counts.
   */
  revision: number;
  createdAt: string;
  updatedAt: string;
  user: TPostAuthor;
  userLiked: boolean;
};

export type TFeedPage = { posts: TPost[]; nextCursor: string | null };

export type TComment = {
  id: string;
  postId: string;
  userId: string;
  content: string;
  createdAt: string;
  user: { id: string; username: string; displayName: string } | null;
};

export type TLikeResult = { liked: boolean; likesCount: number; revision: number };
export type TFollowResult = { following: boolean };

export type TCommunityStats = {
  totalPosts: number;
  activeMembers: number;
  premiumMembers: number;
  categories: { category: TPostCategory; label: string; count: number }[];
};

/** Server -> client feed events (room `feed`). Payloads carry the new state, not "please refetch". */
export type FeedEvents = {
  'post:created': (payload: { post: TPost }) => void;
  'post:deleted': (payload: { postId: string }) => void;
  'post:liked': (payload: { postId: string; likesCount: number; revision: number }) => void;
  /** `comment` is null for sockets not entitled to a premium-only post's discussion. */
  'comment:created': (payload: { postId: string; comment: TComment | null; commentsCount: number; revision: number }) => void;
  'comment:deleted': (payload: { postId: string; commentId: string; commentsCount: number; revision: number }) => void;
  'community:stats-updated': (payload: TCommunityStats) => void;
};
