import { useEffect, useRef, useState } from 'react';

/** A module the first screen can paint without (see `deferredModule`). */
export interface DeferredModule<T> {
  /** The module once loaded, else `null`. */
  current(): T | null;
  /** Starts loading (once; again after a failure) and resolves with the module. */
  preload(): Promise<T>;
}

/** A module loaded on demand, once: hand it to `useDeferredModule`. */
export function deferredModule<T>(load: () => Promise<T>): DeferredModule<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    current: () => loaded,
    preload() {
      loading ??= load().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * `deferred`'s module: it starts loading once the component has mounted (after the first paint),
 * and every later mount gets it at once. `null` until it is there; render a plain stand-in
 * meanwhile. `beforeSwap` runs just before the module replaces the stand-in, while the stand-in is
 * still on the page (e.g. to note what had the focus).
 */
export function useDeferredModule<T>(
  deferred: DeferredModule<T>,
  beforeSwap?: () => void,
): T | null {
  const [module, setModule] = useState(deferred.current);
  const onSwap = useRef(beforeSwap);
  onSwap.current = beforeSwap;
  useEffect(() => {
    if (module) return;
    let mounted = true;
    deferred.preload().then(
      (next) => {
        if (!mounted) return;
        onSwap.current?.();
        setModule(() => next);
      },
      // A chunk that failed to load (offline, a new deployment) keeps the stand-in; the next mount,
      // or `preload` from a click, tries again.
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [deferred, module]);
  return module;
}
