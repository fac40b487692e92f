/**
 * What other modules may know of the community module: its events (comments and likes, for
 * notifications) and its figures for operator monitoring.
 */
declare module '../module' {
  interface ModuleMetrics {
    /** Posts stored (exact, across the cluster). */
    totalPosts: number;
    totalComments: number;
  }
}

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
