import { describe, expect, it } from 'vitest';
import { averageRank, averageRating, normaliseTerm } from '@app/shared-types/live-training';
import { answerFor, deltaOf, removalOf, sameAnswer } from './poll-answers';

describe('answers by poll kind', () => {
  it('ranking: Borda points per option, and a changed ranking moves each option by the difference', () => {
    const first = answerFor('ranking', 3, { ranking: [2, 0, 1] });
    expect(deltaOf('ranking', 3, null, first.optionIndexes)).toEqual({ revision: 1, totalVoters: 1, 'counts.2': 2, 'counts.0': 1 });
    expect(deltaOf('ranking', 3, first.optionIndexes, [0, 2, 1])).toEqual({ revision: 1, 'counts.0': 1, 'counts.2': -1 });
    // Two voters: [2,0,1] and [0,2,1] -> points 0:3, 1:0, 2:3 -> average ranks 1.5, 3, 1.5.
    expect([3, 0, 3].map((p) => averageRank(p, 2, 3))).toEqual([1.5, 3, 1.5]);
    expect(() => answerFor('ranking', 3, { ranking: [0, 1] })).toThrow('Please rank every option once');
  });

  it('rating: one counter per star, the average from the distribution', () => {
    expect(deltaOf('rating', 0, null, answerFor('rating', 0, { rating: 4 }).optionIndexes)).toEqual({ revision: 1, totalVoters: 1, 'counts.3': 1 });
    expect(deltaOf('rating', 0, [4], [5])).toEqual({ revision: 1, 'counts.3': -1, 'counts.4': 1 });
    expect(averageRating({ '4': 1, '5': 1 }, 2)).toBe(4.5);
    expect(removalOf('rating', 0, [5])).toEqual({ revision: 1, totalVoters: -1, 'counts.4': -1 });
  });

  it('word cloud: answers are counted as normalised terms; typed answers move no option counter', () => {
    expect(answerFor('wordcloud', 0, { text: '  Payroll!! ' })).toEqual({ optionIndexes: [], text: '  Payroll!! ', term: 'payroll' });
    expect(normaliseTerm('ＰＡＹＲＯＬＬ')).toBe('payroll');
    expect(normaliseTerm('cash   flow.')).toBe('cash flow');
    expect(() => answerFor('wordcloud', 0, { text: '?!' })).toThrow('Please enter a word or two');
    expect(deltaOf('wordcloud', 0, null, [])).toEqual({ revision: 1, totalVoters: 1 });
  });

  it('refuses an answer of another kind, and a second option in a quiz', () => {
    expect(() => answerFor('rating', 0, { optionIndexes: [1] })).toThrow('This poll takes a different kind of answer');
    expect(() => answerFor('quiz', 3, { optionIndexes: [0, 1] })).toThrow('This poll takes one answer');
    expect(() => answerFor('open', 0, { rating: 3 })).toThrow('This poll takes a different kind of answer');
  });

  it('a ranking in another order is another answer; the same choices of a multiple-choice poll are not', () => {
    expect(sameAnswer({ optionIndexes: [1, 0] }, { optionIndexes: [0, 1], text: null, term: null })).toBe(false);
    expect(sameAnswer({ optionIndexes: [0, 1] }, answerFor('multiple', 3, { optionIndexes: [1, 0] }))).toBe(true);
    expect(sameAnswer({ optionIndexes: [], text: 'a' }, { optionIndexes: [], text: 'b', term: 'b' })).toBe(false);
  });
});
