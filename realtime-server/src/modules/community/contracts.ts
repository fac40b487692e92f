/** What other modules may know of the community module: its figures for operator monitoring. */
declare module '../module' {
  interface ModuleMetrics {
    /** Posts stored (exact, across the cluster). */
    totalPosts: number;
    totalComments: number;
  }
}

export {};
