/**
 * Keeps what the reader looks at in place when live changes add, move or remove cards above it:
 * before a change is applied, the first card visible in the viewport (not the one changing) is
 * remembered with its offset; after React has committed the change, the window scrolls by however
 * far that card moved. The page turns off the browser's own scroll anchoring (`overflow-anchor:
 * none`) so the two never both correct the same move, and the behaviour is the same in every browser.
 */
const CARD = '[data-consultation-id]';

let anchor: { id: string; top: number } | null = null;

export function rememberAnchor(changingId: string): void {
  anchor = null;
  if (typeof document === 'undefined' || window.scrollY === 0) return;
  for (const el of document.querySelectorAll<HTMLElement>(CARD)) {
    const id = el.dataset.consultationId!;
    const { top, bottom } = el.getBoundingClientRect();
    if (id !== changingId && bottom > 0 && top < window.innerHeight) {
      anchor = { id, top };
      return;
    }
  }
}

/** When the change turned out to change nothing. */
export function forgetAnchor(): void {
  anchor = null;
}

/** Call in a layout effect after the list rendered. */
export function restoreAnchor(): void {
  const held = anchor;
  anchor = null;
  if (!held) return;
  const el = document.querySelector<HTMLElement>(`[data-consultation-id="${CSS.escape(held.id)}"]`);
  if (!el) return;
  const moved = el.getBoundingClientRect().top - held.top;
  if (Math.abs(moved) >= 1) window.scrollBy(0, moved);
}
