import { describe, expect, it } from 'vitest';
import { answersRequired, checksNeeded, creditsEarned, creditsForSeconds } from '@app/shared-types/live-training/cpe/model';

const min = (m: number) => m * 60;

describe('credits by the 50-minute hour, in fifths after the first credit', () => {
  it.each([
    [0, 0],
    [49, 0],
    [49.99, 0],
    [50, 1],
    [59.9, 1],
    [60, 1.2],
    [69, 1.2],
    [70, 1.4],
    [80, 1.6],
    [90, 1.8],
    [99.9, 1.8],
    [100, 2],
    [109, 2],
    [110, 2.2],
    [125, 2.4],
    [150, 3],
  ])('%s minutes give %s credits', (minutes, credits) => {
    expect(creditsForSeconds(min(minutes))).toBe(credits);
  });
});

describe('checks needed and answers required', () => {
  it.each([
    [1, 3],
    [1.2, 4],
    [1.6, 5],
    [2, 6],
    [2.2, 7],
  ])('%s credits need %s checks', (credits, checks) => {
    expect(checksNeeded(credits)).toBe(checks);
  });

  it.each([
    // checks run, credits offered, share, required
    [6, 2, null, 4],
    [3, 1, null, 2],
    [4, 1.2, null, 3],
    [1, 2, null, 0],
    [0, 2, null, 0],
    [6, 2, 1, 6],
    [6, 2, 0.75, 5],
    [5, 1, 0.5, 3],
  ])('%s checks for %s credits (share %s) need %s answers', (run, credits, share, required) => {
    expect(answersRequired(run, credits, share)).toBe(required);
  });
});

describe('credits earned', () => {
  const base = { creditsOffered: 2, checksRun: 6, requiredShare: null };
  it.each([
    ['answered all, stayed 120 minutes', { seconds: min(120), checksAnswered: 6 }, 2],
    ['answered all, stayed 100 minutes', { seconds: min(100), checksAnswered: 6 }, 2],
    ['missed one, stayed 120 minutes', { seconds: min(120), checksAnswered: 5 }, 2],
    ['missed two (all but one per credit)', { seconds: min(120), checksAnswered: 4 }, 2],
    ['missed three', { seconds: min(120), checksAnswered: 3 }, 0],
    ['left for 20 minutes of 120', { seconds: min(100), checksAnswered: 5 }, 2],
    ['left for 30 minutes of 120', { seconds: min(90), checksAnswered: 5 }, 1.8],
    ['joined 45 minutes late', { seconds: min(75), checksAnswered: 4 }, 1.4],
    ['stayed 49 minutes', { seconds: min(49), checksAnswered: 6 }, 0],
    ['stayed 57 minutes', { seconds: min(57), checksAnswered: 6 }, 1],
  ])('%s', (_, input, credits) => {
    expect(creditsEarned({ ...base, ...input })).toBe(credits);
  });

  it('never awards more than offered', () => {
    expect(creditsEarned({ seconds: min(200), creditsOffered: 1.2, checksRun: 4, checksAnswered: 4 })).toBe(1.2);
  });
});
