import { ACTIVE_MEMBER_DAYS, POST_CATEGORIES, type TCommunityStats } from '@app/shared-types/community';
import type { CommunityDeps } from './community.deps';

export function statsService(deps: Omit<CommunityDeps, 'onChange'>) {
  const { Posts, Comments, Likes, accounts } = deps;

  async function stats(now = new Date()): Promise<TCommunityStats> {
    const since = new Date(now.getTime() - ACTIVE_MEMBER_DAYS * 86_400_000);
    const recent = { createdAt: { $gte: since } };
    const [totalPosts, perCategory, posters, commenters, likers, premiumMembers] = await Promise.all([
      Posts.estimatedDocumentCount(),
      Posts.aggregate<{ _id: string; count: number }>([{ $group: { _id: '$category', count: { $sum: 1 } } }]),
      Posts.distinct('userId', recent),
      Comments.distinct('userId', recent),
      Likes.distinct('userId', recent),
      accounts.countPremium(now),
    ]);
    const active = new Set([...posters, ...commenters, ...likers].map(String));
    const counts = new Map(perCategory.map((c) => [c._id, c.count]));
    return {
      totalPosts,
      activeMembers: active.size,
      premiumMembers,
      categories: POST_CATEGORIES.map((c) => ({ category: c.value, label: c.label, count: counts.get(c.value) ?? 0 })).sort(
        (a, b) => b.count - a.count,
      ),
    };
  }

  return { stats };
}

/**
 * Coalesces bursts of writes (fifty likes at once) into at most one statistics refresh per
 * interval, broadcast to the feed so every sidebar stays current.
 */
export function createStatsBroadcaster(compute: () => Promise<TCommunityStats>, publish: (stats: TCommunityStats) => void, onError: (err: unknown) => void, intervalMs = 1000) {
  let timer: NodeJS.Timeout | undefined;
  return {
    schedule() {
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        compute().then(publish, onError);
      }, intervalMs);
      timer.unref();
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
