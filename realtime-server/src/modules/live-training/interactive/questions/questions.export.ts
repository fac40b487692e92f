import type { CsvValue } from '../exports/csv-value';
import { ANONYMOUS_NAME } from './names';
import type { IQuestion, QuestionsModels } from './questions.model';

export const QA_CSV_HEADER = ['Question', 'Asked by', 'Asked at', 'Moderation', 'Hidden', 'Pinned', 'Upvotes', 'Status', 'Answer', 'Answered by', 'Answered at'] as const;

const MODERATION_LABELS = { visible: 'Shown', queued: 'Waiting for review', dismissed: 'Dismissed' } as const;

/** Every question of a session as CSV rows, oldest first, through a cursor; anonymous askers stay unnamed. */
export async function* questionsCsvRows(models: Pick<QuestionsModels, 'Questions'>, sessionId: string): AsyncGenerator<CsvValue[]> {
  for await (const q of models.Questions.find({ sessionId }).sort({ createdAt: 1, _id: 1 }).lean<IQuestion>().cursor()) {
    yield [
      q.question,
      q.anonymous ? ANONYMOUS_NAME : q.askedByName,
      q.createdAt,
      MODERATION_LABELS[q.state ?? 'visible'],
      q.hidden ? 'Yes' : 'No',
      q.pinned ? 'Yes' : 'No',
      q.upvotes,
      q.status === 'answered' ? 'Answered' : 'Pending',
      q.answer,
      q.answeredByName,
      q.answeredAt,
    ];
  }
}
