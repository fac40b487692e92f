/**
 * Keeps what the reader looks at in place when live changes add, move or remove items above it:
 * before a change is applied, the first item visible in the viewport (not the one changing) is
 * remembered with its offset; after React has committed the change, the window scrolls by however
 * far that item moved. Pages using it turn off the browser's own scroll anchoring (`overflow-anchor:
 * none`) so the two never both correct the same move, and the behaviour is the same in every browser.
 *
 * One anchor per list: items carry `data-<key>` (e.g. `data-consultation-id`, key 'consultationId').
 */
export function createScrollAnchor(datasetKey: string) {
  const attribute = `data-${datasetKey.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  let anchor: { id: string; top: number } | null = null;

  return {
    /** Before applying a change to `changingId` (null: several or unknown). */
    rememberAnchor(changingId: string | null): void {
      anchor = null;
      if (typeof document === 'undefined' || window.scrollY === 0) return;
      for (const el of document.querySelectorAll<HTMLElement>(`[${attribute}]`)) {
        const id = el.dataset[datasetKey]!;
        const { top, bottom } = el.getBoundingClientRect();
        if (id !== changingId && bottom > 0 && top < window.innerHeight) {
          anchor = { id, top };
          return;
        }
      }
    },
    /** When the change turned out to change nothing. */
    forgetAnchor(): void {
      anchor = null;
    },
    /** Call in a layout effect after the list rendered. */
    restoreAnchor(): void {
      const held = anchor;
      anchor = null;
      if (!held) return;
      const el = document.querySelector<HTMLElement>(`[${attribute}="${CSS.escape(held.id)}"]`);
      if (!el) return;
      const moved = el.getBoundingClientRect().top - held.top;
      if (Math.abs(moved) >= 1) window.scrollBy(0, moved);
    },
  };
}
