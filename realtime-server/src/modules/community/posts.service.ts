import { Types } from 'mongoose';
import type { z } from 'zod';
import { COMMUNITY_MESSAGES, type TFeedPage, type TPost, type ZCreatePostRequest, type ZFeedQuery } from '@app/shared-types/community';
import { isOperator, type TUser } from '@app/shared-types/auth';
import { contentTier, hasTier, tierOf, tierRequiredMessage } from '../membership/contracts';
import { rooms } from '@app/shared-types/realtime';
import { forbidden, notFound } from '../../errors/app-error';
import type { CommunityDeps, FeedPageRows } from './community.deps';
import { authorOf, toPostDTO, type AuthorInfo } from './community.dto';
import type { IPost } from './community.models';
import { decodeCursor, encodeCursor, olderThan } from '../../db/page-cursor';
import { audienceRoom, canSeePost, entitledRoom, type Viewer } from './visibility';

type FeedQuery = z.output<typeof ZFeedQuery>;
type CreatePost = z.output<typeof ZCreatePostRequest>;

export function postsService(deps: CommunityDeps) {
  const { Posts, Comments, Likes, Follows, emitter } = deps;

  /** The ids the viewer follows (cached; follow and unfollow invalidate it). */
  const followedBy = async (viewerId: string): Promise<Set<string>> =>
    new Set(
      (await deps.follows.wrap(viewerId, async () =>
        (await Follows.find({ followerId: viewerId }, { followingId: 1 }).lean()).map((f) => f.followingId.toString()),
      )) ?? [],
    );

  /** Feed items with author and the viewer's like and follow state. */
  async function present(posts: IPost[], viewer: Viewer, knownAuthors?: Map<string, AuthorInfo>): Promise<TPost[]> {
    const ids = posts.map((p) => p._id);
    const [authors, liked, followed] = await Promise.all([
      knownAuthors ?? deps.authors(posts.map((p) => p.userId)),
      viewer && ids.length ? Likes.find({ userId: viewer.id, postId: { $in: ids } }, { postId: 1 }).lean() : [],
      viewer ? followedBy(viewer.id) : new Set<string>(),
    ]);
    const likedIds = new Set(liked.map((l) => l.postId.toString()));
    return posts.map((p) =>
      toPostDTO(p, viewer, {
        author: authors.get(p.userId.toString()),
        userLiked: likedIds.has(p._id.toString()),
        isFollowing: followed.has(p.userId.toString()),
      }),
    );
  }

  /** One query's rows and authors; the same for every viewer of the same kind, so cacheable. */
  async function loadRows(filter: Record<string, unknown>, limit: number): Promise<FeedPageRows> {
    const rows = await Posts.find(filter).sort({ createdAt: -1, _id: -1 }).limit(limit + 1).lean<IPost[]>();
    const authors = await deps.authors(rows.map((p) => p.userId));
    return { rows, authors: [...authors] };
  }

  async function feed(viewer: Viewer, query: FeedQuery): Promise<TFeedPage> {
    const filter: Record<string, unknown> = {};
    if (!viewer) filter.isPublic = true;
    if (query.category) filter.category = query.category;
    if (query.before) Object.assign(filter, olderThan(decodeCursor(query.before)));
    let page: FeedPageRows;
    if (query.following && viewer) {
      filter.userId = { $in: [...(await followedBy(viewer.id))].map((id) => new Types.ObjectId(id)) };
      page = await loadRows(filter, query.limit);
    } else {
      const key = [viewer ? 'member' : 'visitor', query.category ?? '', query.before ?? '', query.limit].join('|');
      page = (await deps.feedPages.wrap(key, () => loadRows(filter, query.limit)))!;
    }
    const rows = page.rows.slice(0, query.limit);
    const last = rows.at(-1);
    return {
      posts: await present(rows, viewer, new Map(page.authors)),
      nextCursor: page.rows.length > query.limit && last ? encodeCursor(last.createdAt, last._id) : null,
    };
  }

  /**
   * The feed page as JSON, cached per viewer (and per entitlement, so an upgrade shows at once) until
   * the next community write; every visitor shares one entry.
   */
  async function feedJson(viewer: Viewer, query: FeedQuery): Promise<Buffer> {
    const encode = async () => Buffer.from(JSON.stringify(await feed(viewer, query)));
    if (query.following && viewer) return encode();
    const who = viewer ? `${viewer.id}:${viewer.role}:${tierOf(viewer)}` : 'visitor';
    const key = [who, query.category ?? '', query.before ?? '', query.limit].join('|');
    return (await deps.pageJson.wrap(key, encode))!;
  }

  async function getPost(viewer: Viewer, id: string): Promise<TPost> {
    const post = await Posts.findById(id).lean<IPost>();
    if (!post || !canSeePost(viewer, post)) throw notFound('Post not found');
    const [dto] = await present([post], viewer);
    return dto!;
  }

  async function createPost(author: TUser, input: CreatePost): Promise<TPost> {
    // Premium-only alone keeps its old meaning (any paid plan); an author may gate only up to their own tier.
    const requiredTier = contentTier(input);
    if (requiredTier !== 'free' && !hasTier(author, requiredTier)) {
      throw forbidden(input.requiredTier ? tierRequiredMessage(requiredTier) : COMMUNITY_MESSAGES.premiumOnlyNotAllowed);
    }
    const created = await Posts.create({
      userId: new Types.ObjectId(author.id),
      title: input.title,
      content: input.content,
      category: input.category,
      isPublic: input.isPublic,
      isPremiumOnly: requiredTier !== 'free',
      requiredTier,
    });
    const post = created.toObject<IPost>();
    await deps.onChange();
    announceCreated(post, author);
    const [dto] = await present([post], author);
    return dto!;
  }

  /**
   * Each audience gets the version it is entitled to: full content to sockets at the post's tier and the
   * author's own tabs, a locked card to the rest of the post's audience.
   */
  function announceCreated(post: IPost, author: TUser): void {
    const author_ = { author: authorOf(author), userLiked: false, isFollowing: false };
    const full = toPostDTO(post, author, author_);
    const tierRoom = entitledRoom(post);
    if (!tierRoom) {
      emitter.emit({ room: audienceRoom(post) }, 'post:created', { post: full });
      return;
    }
    const entitled = [tierRoom, rooms.user(author.id)];
    emitter.emit({ room: entitled }, 'post:created', { post: full });
    emitter.emit({ room: audienceRoom(post), except: entitled }, 'post:created', { post: toPostDTO(post, null, author_) });
  }

  async function deletePost(actor: TUser, id: string): Promise<void> {
    const post = await Posts.findById(id, { userId: 1, isPublic: 1 }).lean<IPost>();
    if (!post) throw notFound('Post not found');
    if (!post.userId.equals(actor.id) && !isOperator(actor)) throw forbidden('Only the author or an operator can delete this post.');
    await removePosts([post]);
  }

  /** Deletes posts with their comments and likes, and tells each post's audience. */
  async function removePosts(posts: Pick<IPost, '_id' | 'isPublic'>[]): Promise<void> {
    if (!posts.length) return;
    const ids = posts.map((p) => p._id);
    await Posts.deleteMany({ _id: { $in: ids } });
    await Promise.all([Comments.deleteMany({ postId: { $in: ids } }), Likes.deleteMany({ postId: { $in: ids } })]);
    await deps.onChange();
    for (const post of posts) emitter.emit({ room: audienceRoom(post) }, 'post:deleted', { postId: post._id.toString() });
  }

  return { feed, feedJson, getPost, createPost, deletePost, removePosts, present };
}
