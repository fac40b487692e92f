/** The id the skip link and route focus target; one place so they cannot drift apart. */
export const MAIN_CONTENT_ID = 'main-content';
