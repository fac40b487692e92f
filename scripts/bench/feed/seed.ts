// Fills a store with 500 members and 1,000 posts (with likes and comments) for the feed benchmark.
// Writes straight through the models; one precomputed password hash keeps it fast.
import { Types } from 'mongoose';
import { POST_CATEGORY_VALUES } from '@app/shared-types/community';
import { openDatabase } from '../../../realtime-server/src/db/database';
import { createLogger } from '../../../realtime-server/src/logger';
import { hashPassword } from '../../../realtime-server/src/modules/auth/password';
import { userModel } from '../../../realtime-server/src/modules/auth/user.model';
import { commentModel, likeModel, postModel } from '../../../realtime-server/src/modules/community/community.models';

export const BENCH_PASSWORD = 'bench-password';
export const USERS = 500;
export const POSTS = 1000;

export async function seedFeed(mongo: { kind: 'embedded'; dbPath: string } | { kind: 'uri'; uri: string }): Promise<void> {
  const logger = createLogger({ logLevel: 'warn', isProduction: true });
  const database = await openDatabase({ mongo }, logger);
  try {
    const Users = userModel(database.connection);
    const Posts = postModel(database.connection);
    const Likes = likeModel(database.connection);
    const Comments = commentModel(database.connection);
    await Promise.all([Users.init(), Posts.init(), Likes.init(), Comments.init()]);
    const hash = await hashPassword(BENCH_PASSWORD);
    const users = Array.from({ length: USERS }, (_, i) => ({
      _id: new Types.ObjectId(),
      username: `bench${i}`,
      usernameKey: `bench${i}`,
      password: hash,
      email: `bench${i}@example.com`,
      isPremium: i % 5 === 0,
      role: 'member',
    }));
    await Users.insertMany(users);
    const now = Date.now();
    const posts = Array.from({ length: POSTS }, (_, i) => ({
      _id: new Types.ObjectId(),
      userId: users[i % USERS]!._id,
      title: `Benchmark insight number ${i} about federal contracting`,
      content: `Post ${i}: renew your SAM registration early, keep timesheets daily, and document every change order before performing the work. `.repeat(2),
      category: POST_CATEGORY_VALUES[i % POST_CATEGORY_VALUES.length],
      isPublic: i % 10 !== 0,
      isPremiumOnly: i % 7 === 0,
      likesCount: 3,
      commentsCount: 1,
      createdAt: new Date(now - (POSTS - i) * 60_000),
      updatedAt: new Date(now - (POSTS - i) * 60_000),
    }));
    await Posts.insertMany(posts);
    await Likes.insertMany(posts.flatMap((p, i) => [1, 2, 3].map((k) => ({ postId: p._id, userId: users[(i + k) % USERS]!._id }))));
    await Comments.insertMany(posts.map((p, i) => ({ postId: p._id, userId: users[(i + 4) % USERS]!._id, content: 'Helpful, thank you.' })));
  } finally {
    await database.close();
  }
}
