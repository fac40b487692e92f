import type { TPollForViewer, TPresenterView, TQuestionForViewer, TQuizLeaderboard } from '@app/shared-types/live-training/model';
import { isShown, sortQuestions } from './questions';

/** Questions a projector shows: few enough to read from the back of the room. */
export const PRESENTER_TOP_QUESTIONS = 5;

export type TPresenterContent =
  | { kind: 'poll'; poll: TPollForViewer; resultsShown: boolean }
  | { kind: 'questions'; questions: TQuestionForViewer[] }
  | { kind: 'leaderboard'; board: TQuizLeaderboard | null };

type TPresenterSource = { presenter: TPresenterView; polls: TPollForViewer[]; questions: TQuestionForViewer[]; leaderboard: TQuizLeaderboard | null };

/**
 * A poll's results reach the projector as they reach attendees: live, after it closes, or never
 * (results kept for the instructor would otherwise be read out to the whole room).
 */
export function resultsForRoom(poll: TPollForViewer): boolean {
  if (poll.resultsVisibility === 'instructor') return false;
  if (poll.resultsVisibility === 'after-close') return !poll.isActive;
  return true;
}

/**
 * What the presenter view shows now, from the panel's live state (polls newest first): the view the
 * instructor chose ('auto': the newest open poll, else the newest poll, else the top questions).
 * The top questions are the ones everybody sees, pinned first then most upvoted.
 */
export function presenterContent(s: TPresenterSource): TPresenterContent {
  const pollContent = (poll: TPollForViewer): TPresenterContent => ({ kind: 'poll', poll, resultsShown: resultsForRoom(poll) });
  const questions = (): TPresenterContent => ({ kind: 'questions', questions: sortQuestions(s.questions.filter(isShown)).slice(0, PRESENTER_TOP_QUESTIONS) });
  switch (s.presenter.mode) {
    case 'poll': {
      const chosen = s.polls.find((p) => p.id === s.presenter.pollId);
      return chosen ? pollContent(chosen) : questions();
    }
    case 'questions':
      return questions();
    case 'leaderboard':
      return { kind: 'leaderboard', board: s.leaderboard };
    default: {
      const poll = s.polls.find((p) => p.isActive) ?? s.polls[0];
      return poll ? pollContent(poll) : questions();
    }
  }
}
