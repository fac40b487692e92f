import { describe, expect, it } from 'vitest';
import { ACTORS, actorsPhrase, notificationText } from './notifications.dto';

describe('grouped notification text', () => {
  it('names the last actor and counts the others', () => {
    expect(actorsPhrase('Ana Ruiz', 1)).toBe('Ana Ruiz');
    expect(actorsPhrase('Ana Ruiz', 2)).toBe('Ana Ruiz and 1 other');
    expect(actorsPhrase('Ana Ruiz', 13)).toBe('Ana Ruiz and 12 others');
  });

  it('fills only the leading placeholder, so a title that contains it stays as written', () => {
    const row = { text: `${ACTORS} liked your post “Why ${ACTORS} matters”`, groupKey: 'community.likes:post:1:2', actorName: 'Ana Ruiz', actorCount: 3 };
    expect(notificationText(row)).toBe(`Ana Ruiz and 2 others liked your post “Why ${ACTORS} matters”`);
    // A single row's text is stored complete and read as it is.
    expect(notificationText({ ...row, groupKey: null })).toBe(row.text);
  });
});
