import type { TUser } from '@app/shared-types/auth';
import type { InteractiveServices } from './interactive.services';

/**
 * Demo panel content for a seeded live session, written through the services so every rule holds
 * (tallies match votes, anonymous questions hide their asker): an open poll with votes, a closed
 * poll, questions (one answered, one anonymous, upvoted) and a shared resource.
 */
export async function seedInteractiveDemo(s: InteractiveServices, input: { sessionId: string; instructor: TUser; attendees: TUser[] }): Promise<void> {
  const { sessionId, instructor, attendees } = input;
  const open = await s.polls.createPoll(instructor, sessionId, {
    question: 'Which deadline worries your team most this quarter?',
    options: ['Quarterly payroll filings (Form 941)', 'SAM registration renewal', 'Estimated tax payments', 'Year-end close'],
    allowMultiple: false,
    anonymous: false,
    resultsVisibility: 'live',
  });
  for (const [i, attendee] of attendees.entries()) await s.polls.vote(attendee, open.id, [i % 3]);

  const closed = await s.polls.createPoll(instructor, sessionId, {
    question: 'Which topics should the next session cover? (choose any)',
    options: ['Indirect cost rates', 'DCAA-compliant timekeeping', 'Section 508 for contractors'],
    allowMultiple: true,
    anonymous: true,
    resultsVisibility: 'after-close',
  });
  for (const [i, attendee] of attendees.entries()) await s.polls.vote(attendee, closed.id, i % 2 ? [0, 2] : [1]);
  await s.polls.closePoll(instructor, closed.id);

  const [first, second] = attendees;
  if (first) {
    const answered = await s.questions.ask(first, sessionId, { question: 'Do fringe benefits belong in the overhead pool or their own pool?', anonymous: false });
    await s.questions.answer(instructor, answered.id, 'Either works if you apply it consistently; most small contractors keep a separate fringe pool so the rate is easier to defend.');
    const pending = await s.questions.ask(first, sessionId, { question: 'Can we bill preparation time for a proposal as a direct cost?', anonymous: false });
    if (second) await s.questions.toggleUpvote(second, pending.id);
  }
  if (second) {
    const anonymous = await s.questions.ask(second, sessionId, { question: 'What happens if our SAM registration lapses during an active contract?', anonymous: true });
    if (first) await s.questions.toggleUpvote(first, anonymous.id);
  }

  await s.resources.share(instructor, sessionId, {
    title: 'SAM.gov entity registration checklist',
    description: 'The official entity registration guide, for the renewal steps discussed in the session.',
    resourceType: 'link',
    fileUrl: 'https://sam.gov/content/entity-registration',
    downloadAllowed: true,
  });
}
