import { Types } from 'mongoose';
import type { Seed } from '../../seed/seeds';
import type { Accounts } from '../module';
import type { CommunityDeps } from './community.deps';
import { DEMO_AUTHORS, SEED_COMMENTS, SEED_POSTS } from './community.seed-data';

const NO_PASSWORD = '!';

/** A lived-in feed: posts across every category over the last weeks, with likes and comments. */
export function communitySeed(users: Pick<Accounts, 'register' | 'findByUsername'>, deps: Pick<CommunityDeps, 'Posts' | 'Comments' | 'Likes'>): Seed {
  return {
    name: 'community',
    order: 20,
    async run() {
      const ids = new Map<string, Types.ObjectId>();
      // Demo authors only write posts; their password field is not a hash, so nobody can sign in as them.
      const authors = await Promise.all(
        DEMO_AUTHORS.map((author) =>
          users.register({ ...author, password: 'unused-password', email: `${author.username}@example.com` }, 'member', { password: NO_PASSWORD }),
        ),
      );
      for (const user of authors) ids.set(user.username, new Types.ObjectId(user.id));
      for (const username of ['operator', 'instructor', 'premium', 'member']) {
        const user = await users.findByUsername(username);
        if (user) ids.set(username, new Types.ObjectId(user.id));
      }
      const everyone = [...ids.values()];
      const now = Date.now();

      const posts: Record<string, unknown>[] = [];
      const likes: Record<string, unknown>[] = [];
      const comments: Record<string, unknown>[] = [];
      for (const [index, seed] of SEED_POSTS.entries()) {
        const createdAt = new Date(now - seed.daysAgo * 86_400_000);
        const authorId = ids.get(seed.author);
        if (!authorId) continue;
        const postId = new Types.ObjectId();
        // Deterministic spread of reactions so the demo looks the same on every machine.
        const likers = everyone.filter((_, i) => (i + index) % 3 !== 0).slice(0, 2 + (index % 7));
        const commenters = everyone.filter((id) => !id.equals(authorId)).slice(index % 4, (index % 4) + (index % 3) + 1);
        posts.push({
          _id: postId,
          userId: authorId,
          title: seed.title,
          content: seed.content,
          category: seed.category,
          isPublic: !seed.membersOnly,
          isPremiumOnly: !!seed.premium,
          requiredTier: seed.tier ?? (seed.premium ? 'starter' : 'free'),
          likesCount: likers.length,
          commentsCount: commenters.length,
          createdAt,
          updatedAt: createdAt,
        });
        likers.forEach((userId, i) => likes.push({ postId, userId, createdAt: new Date(createdAt.getTime() + (i + 1) * 600_000) }));
        commenters.forEach((userId, i) =>
          comments.push({ postId, userId, content: SEED_COMMENTS[(index + i) % SEED_COMMENTS.length]!, createdAt: new Date(createdAt.getTime() + (i + 1) * 1_800_000) }),
        );
      }
      // Explicit createdAt/updatedAt values are kept by mongoose: the demo has a history.
      await deps.Posts.insertMany(posts);
      await deps.Likes.insertMany(likes);
      await deps.Comments.insertMany(comments);
      return { lines: [`Community: ${SEED_POSTS.length} demo posts with likes and comments.`] };
    },
  };
}
