/**
 * Starts loading the code a control opens as soon as the pointer is over it or it has focus, so the
 * click finds it loaded. Spread on the control; nothing when there is nothing to load.
 */
export function preloadOnIntent(load: (() => unknown) | undefined) {
  return load ? { onMouseEnter: () => void load(), onFocus: () => void load() } : {};
}
