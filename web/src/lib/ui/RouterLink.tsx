import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';

/** Paths the server answers itself (login, API, files): these need a full page load. */
const SERVER_PATHS = /^\/(api|uploads|media|socket\.io|healthz|readyz)(\/|\?|#|$)/;

/** True when `href` is one of our SPA's own pages, so the router can handle it without a reload. */
export function isClientRoute(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !SERVER_PATHS.test(href);
}

export type RouterLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string };

/**
 * The theme makes this MUI's link component, so `<Button href="/contact">` and `<Link href="/pricing">`
 * navigate inside the app, while external addresses, new-tab and download links and server paths
 * such as `/api/login` stay ordinary anchors (the spec reaches login by full-page navigation).
 */
export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink({ href, ...rest }, ref) {
  if (href === undefined || !isClientRoute(href) || rest.target === '_blank' || rest.download !== undefined) {
    return <a ref={ref} href={href} {...rest} />;
  }
  return <Link ref={ref} to={href} {...rest} />;
});
