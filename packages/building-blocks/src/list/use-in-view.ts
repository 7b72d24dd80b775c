import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come into view (once true, it stays true). Without
 * IntersectionObserver it counts as in view at once. Off (`enabled` false) it is always true.
 */
export function useInView<E extends Element>(enabled: boolean) {
  const ref = useRef<E>(null);
  const [inView, setInView] = useState(!enabled);
  useEffect(() => {
    if (inView) return undefined;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView]);
  return { ref, inView };
}
