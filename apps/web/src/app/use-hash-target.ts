import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation to an address with a fragment (a list's pager link,
 * `?page-b1=2#list-b1`), scrolls to the element with that id, as a browser does when it loads
 * such an address, and focuses it when it is meant to take focus (it has a `tabindex`), so
 * keyboard and screen reader users go on from there. The first render is left to the browser.
 *
 * @example
 * useHashTarget(); // once, in the shell
 */
export function useHashTarget(): void {
  const { key, hash } = useLocation();
  const previous = useRef(key);

  useEffect(() => {
    if (previous.current === key) return undefined;
    previous.current = key;
    if (!hash) return undefined;
    // After the new state painted (the target may be re-rendered with the new page).
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (!target) return;
      target.scrollIntoView({ block: 'start' });
      if (target.hasAttribute('tabindex')) target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [key, hash]);
}
