import { Types } from 'mongoose';
import { POLL_KIND_LIMITS as K, type TQuizLeaderboard, type TQuizLeaderboardEntry } from '@app/shared-types/live-training';
import type { Clock, ClockTimer } from '../../../../lib/clock';
import type { IPoll, IPollVote, PollsModels } from './polls.model';

type QuizFacts = Pick<IPoll, '_id' | 'correctIndex' | 'openedAt' | 'createdAt'>;
type QuizVote = Pick<IPollVote, 'pollId' | 'userId' | 'username' | 'displayName' | 'optionIndexes' | 'answeredAt' | 'createdAt'>;

/**
 * Quiz rules: the timer that closes a quiz, and the leaderboard over the session's revealed quizzes
 * (right answers first, then speed: the time from each quiz opening to the right answer).
 *
 * The timer is a wake-up, not the rule: a vote counts only while the stored `closesAt` is ahead
 * (the count's own filter), and closing is one conditional update, so the wake-up of the node that
 * created the quiz, a vote arriving late on another node, or the recurring sweep (a node died) may
 * each close it, exactly once.
 */
export function quizRules(deps: { models: Pick<PollsModels, 'Polls' | 'Votes' | 'QuizBoards'>; clock: Clock; closeExpired: (pollId: string) => Promise<void>; onError: (err: unknown) => void }) {
  const { Polls, Votes, QuizBoards } = deps.models;
  const { clock } = deps;
  const timers = new Map<string, ClockTimer>();

  /** Wakes up when the quiz's time is up to close it (and tell everybody). */
  function arm(pollId: string, closesAt: Date): void {
    timers.get(pollId)?.cancel();
    timers.set(
      pollId,
      clock.setTimer(() => {
        timers.delete(pollId);
        deps.closeExpired(pollId).catch(deps.onError);
      }, closesAt.getTime() - clock.now()),
    );
  }

  /** Open polls whose time is up (after a restart, or on another node's behalf). */
  async function sweep(): Promise<number> {
    const due = await Polls.find({ isActive: true, closesAt: { $ne: null, $lte: new Date(clock.now()) } }, { _id: 1 }).limit(500).lean<Pick<IPoll, '_id'>[]>();
    for (const { _id } of due) await deps.closeExpired(_id.toString());
    return due.length;
  }

  async function isShown(sessionId: string): Promise<boolean> {
    return !!(await QuizBoards.exists({ sessionId, shown: true }));
  }

  async function setShown(sessionId: string, shown: boolean): Promise<void> {
    await QuizBoards.updateOne({ sessionId: new Types.ObjectId(sessionId) }, { $set: { shown } }, { upsert: true });
  }

  /** The whole ranking of the session's revealed quizzes, best first. */
  async function ranking(sessionId: string): Promise<TQuizLeaderboardEntry[]> {
    const quizzes = await Polls.find({ sessionId, kind: 'quiz', revealed: true }, { correctIndex: 1, openedAt: 1, createdAt: 1 }).lean<QuizFacts[]>();
    if (!quizzes.length) return [];
    const byId = new Map(quizzes.map((q) => [q._id.toString(), q]));
    const votes = await Votes.find({ pollId: { $in: quizzes.map((q) => q._id) } }, { pollId: 1, userId: 1, username: 1, displayName: 1, optionIndexes: 1, answeredAt: 1, createdAt: 1 }).lean<QuizVote[]>();
    const players = new Map<string, Omit<TQuizLeaderboardEntry, 'rank'>>();
    for (const v of votes) {
      const quiz = byId.get(v.pollId.toString());
      if (!quiz) continue;
      const userId = v.userId.toString();
      const player = players.get(userId) ?? { userId, name: v.displayName ?? v.username, correct: 0, timeMs: 0 };
      players.set(userId, player);
      if (v.optionIndexes[0] !== quiz.correctIndex) continue;
      player.correct += 1;
      const opened = (quiz.openedAt ?? quiz.createdAt).getTime();
      player.timeMs += Math.max(0, (v.answeredAt ?? v.createdAt).getTime() - opened);
    }
    return [...players.values()]
      .sort((a, b) => b.correct - a.correct || a.timeMs - b.timeMs || a.name.localeCompare(b.name))
      .map((p, i) => ({ ...p, rank: i + 1 }));
  }

  /** The leaderboard as everybody may see it (the top places); `entries` is emptied for attendees while hidden by the caller. */
  async function leaderboard(sessionId: string): Promise<TQuizLeaderboard> {
    const [entries, shown] = await Promise.all([ranking(sessionId), isShown(sessionId)]);
    return { sessionId, shown, players: entries.length, entries: entries.slice(0, K.leaderboardSize) };
  }

  function stop(): void {
    for (const t of timers.values()) t.cancel();
    timers.clear();
  }

  return { arm, sweep, leaderboard, setShown, stop };
}
