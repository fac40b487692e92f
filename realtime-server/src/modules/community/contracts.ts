/**
 * What other modules may know of the community module: where posts and comments are stored, so
 * operator monitoring can count them exactly from the database without importing the models.
 */
export const COMMUNITY_COLLECTIONS = { posts: 'posts', comments: 'comments' } as const;
