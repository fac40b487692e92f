/**
 * What other modules may know of the community module: where posts and comments are stored, so
 * operator monitoring can count them exactly from the database without importing the models.
 */
export const COMMUNITY_COLLECTIONS = { posts: 'posts', comments: 'comments' } as const;

/** A post as its events name it (the reader's own visibility rules stay in this module). */
export type PostRef = { id: string; title: string; authorId: string };

declare module '../../events/domain-events' {
  interface DomainEvents {
    /** A comment was stored on a post. Event id `comment:<id>`. */
    'community.commented': { post: PostRef; comment: { id: string; authorId: string } };
    /** A member liked a post (not an unlike). Event id `like:<post>:<member>`: liking again after an unlike is the same event. */
    'community.liked': { post: PostRef; likerId: string };
  }
}
