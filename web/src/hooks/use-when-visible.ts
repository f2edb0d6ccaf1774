import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onVisible` when the element given the returned ref comes within `margin` of the screen, and
 * again after each change of `key` if it still is. Without IntersectionObserver it never calls.
 */
export function useWhenVisible<T extends Element>(onVisible: () => void, key: unknown, enabled: boolean, margin = '400px') {
  const ref = useRef<T>(null);
  const visible = useEffectEvent(onVisible);

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    // A new observer reports at once whether the element is in view.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) visible();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [key, enabled, margin]);

  return ref;
}
