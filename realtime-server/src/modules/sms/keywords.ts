import { HELP_KEYWORDS, START_KEYWORDS, STOP_KEYWORDS } from '@app/shared-types/sms';

export type Keyword = 'stop' | 'start' | 'help';

/** Carrier rules: the keyword is the whole message (trimmed, any case), not a word inside a sentence. */
export function keywordOf(text: string): Keyword | null {
  const word = text.trim().replace(/[.!]+$/, '').toUpperCase();
  if ((STOP_KEYWORDS as readonly string[]).includes(word)) return 'stop';
  if ((START_KEYWORDS as readonly string[]).includes(word)) return 'start';
  if ((HELP_KEYWORDS as readonly string[]).includes(word)) return 'help';
  return null;
}
