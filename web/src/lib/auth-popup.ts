/** A provider's OAuth popup: opened synchronously on the click (so it is not blocked), then pointed at the authorization URL. */
export type AuthPopupOptions<M extends { type: string }> = {
  name: string;
  size: { width: number; height: number; pollMs: number; abandonAfterMs: number };
  /** Fetches the authorization URL (the popup waits on about:blank meanwhile). */
  authUrl: () => Promise<string | undefined>;
  isSuccess: (message: M) => boolean;
  isError: (message: M) => boolean;
  onBlocked: () => void;
  onNoUrl: () => void;
  onStartFailed: (error: unknown) => void;
  onSuccess: (message: M) => void;
  onError: (message: M) => void;
  /** The popup closed or was abandoned without a message (the status is worth refetching). */
  onDone: () => void;
};

/**
 * Runs the popup flow: only messages from our own origin and from this popup count; its closing is
 * polled and it is abandoned after a while. Returns a cleanup for unmounting.
 */
export async function runAuthPopup<M extends { type: string }>(o: AuthPopupOptions<M>): Promise<() => void> {
  const left = window.screenX + (window.outerWidth - o.size.width) / 2;
  const top = window.screenY + (window.outerHeight - o.size.height) / 2;
  const popup = window.open('', o.name, `width=${o.size.width},height=${o.size.height},left=${left},top=${top}`);
  if (!popup) {
    o.onBlocked();
    return () => {};
  }
  let url: string | undefined;
  try {
    url = await o.authUrl();
  } catch (error) {
    popup.close();
    o.onStartFailed(error);
    return () => {};
  }
  if (!url) {
    popup.close();
    o.onNoUrl();
    return () => {};
  }
  popup.location.href = url;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    window.removeEventListener('message', onMessage);
    clearInterval(poll);
    clearTimeout(abandon);
  };
  const onMessage = (event: MessageEvent<M>) => {
    if (event.origin !== window.location.origin || event.source !== popup) return;
    if (o.isSuccess(event.data)) {
      finish();
      o.onSuccess(event.data);
    } else if (o.isError(event.data)) {
      finish();
      o.onError(event.data);
    }
  };
  window.addEventListener('message', onMessage);
  const poll = setInterval(() => {
    if (popup.closed) {
      finish();
      o.onDone();
    }
  }, o.size.pollMs);
  const abandon = setTimeout(() => {
    popup.close();
    finish();
    o.onDone();
  }, o.size.abandonAfterMs);
  return finish;
}
