/** What an anonymous question shows in place of its asker's name, to everybody. */
export const ANONYMOUS_NAME = 'Anonymous';
