/**
 * A tab opened synchronously inside the click (popup blockers allow that), pointed at its address
 * once an awaited answer gives one. `null` when the browser refused even that.
 */
export type TPendingTab = { go: (url: string) => void; cancel: () => void; opened: boolean };

export function openPendingTab(): TPendingTab {
  const win = window.open('about:blank', '_blank');
  if (win) win.opener = null;
  return {
    opened: !!win,
    go: (url) => {
      if (win && !win.closed) win.location.href = url;
    },
    cancel: () => win?.close(),
  };
}
