import { lazy, type ComponentType } from 'react';

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Loads the component's chunk ahead of rendering; from then on it renders without suspending. */
  preload: () => Promise<void>;
};

/**
 * React.lazy that can be loaded ahead of rendering and, once loaded, renders its component directly
 * instead of suspending. A prerendered page preloads what it shows before it hydrates (start.tsx), so
 * React hydrates it in one go and can handle a click on it at once: React drops a click on a part
 * that is still waiting for its code.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): PreloadableComponent<P> {
  let Loaded: ComponentType<P> | null = null;
  const loadAndKeep = () =>
    load().then((module) => {
      Loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadAndKeep) as unknown as ComponentType<P>;
  function Preloadable(props: P) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloadable, { preload: () => loadAndKeep().then(() => undefined) });
}
