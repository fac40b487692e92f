/**
 * A whole count with thousands separators, as `n.toLocaleString('en-US')` writes it, without Intl:
 * the first Intl call of a page loads its locale data, about 25 ms on a desktop and four times that
 * on a phone, inside the task that renders the page's first figures (/community's sidebar: most of
 * the one long task after hydration in bench:lighthouse).
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const sign = n < 0 ? '-' : '';
  return sign + String(Math.round(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
