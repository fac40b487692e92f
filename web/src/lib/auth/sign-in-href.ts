/** The login entry (spec: reached by full-page navigation), coming back to `returnTo` afterwards. */
export function signInHref(returnTo: string): string {
  return `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * Sends a visitor to sign in and back to where they are (path and query). Features use it when a
 * visitor picks something that needs an account, e.g. a plan on the pricing page.
 */
export function redirectToSignIn(returnTo = `${window.location.pathname}${window.location.search}`): void {
  window.location.assign(signInHref(returnTo));
}
