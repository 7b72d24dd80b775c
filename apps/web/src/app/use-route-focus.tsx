import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { mainContentId, VisuallyHidden } from '@plein/ui-kit';

/** How long a new screen may take to show its heading (a lazy chunk) before focus goes to `main`. */
const headingWaitMs = 2000;

/** The new screen's heading (its `h1`), else its main content; null before it rendered. */
function landingTarget(): HTMLElement | null {
  const main = document.getElementById(mainContentId);
  return main?.querySelector<HTMLElement>('h1') ?? null;
}

/** Focuses an element that is no control, without showing a focus ring on a heading. */
function focusLanding(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/**
 * After a client-side navigation (another path; not the first render, not a link to a place on
 * the page), moves focus to the new screen's heading, or its main content when it has none, and
 * announces the page's title in a polite live region: screen reader and keyboard users start on
 * the new page as they do after a full page load, not on `<body>` or the link they used. A
 * screen that put focus somewhere in its content itself (a form's first field) keeps it.
 * Answers the live region, to render once in the shell.
 *
 * @example
 * const announcer = useRouteFocus();
 * return <>{announcer}<Outlet /></>;
 */
export function useRouteFocus(): ReactNode {
  const { t } = useTranslation();
  const { pathname, hash } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(pathname);
  // What had focus when the new screen committed (the link used): a layout effect runs before
  // the screens' own effects, so focus they move afterwards tells "moved by the screen" apart.
  const focusedBefore = useRef<Element | null>(null);
  useLayoutEffect(() => {
    focusedBefore.current = document.activeElement;
  }, [pathname]);

  useEffect(() => {
    const before = previous.current;
    previous.current = pathname;
    // The first render (also run twice in development) and a change of query or hash only.
    if (before === pathname || hash) return undefined;
    let frame = 0;
    let observer: MutationObserver | null = null;
    const giveUp = setTimeout(() => finish(document.getElementById(mainContentId)), headingWaitMs);
    function finish(target: HTMLElement | null) {
      clearTimeout(giveUp);
      observer?.disconnect();
      const main = document.getElementById(mainContentId);
      const active = document.activeElement;
      const movedByScreen =
        active !== focusedBefore.current && main?.contains(active) && active !== main;
      if (target && !movedByScreen) focusLanding(target);
      setAnnouncement(t('shell.navigated', { title: document.title }));
    }
    // After the new screen painted; a lazy screen's heading may come later.
    frame = requestAnimationFrame(() => {
      const heading = landingTarget();
      if (heading) {
        finish(heading);
        return;
      }
      observer = new MutationObserver(() => {
        const found = landingTarget();
        if (found) finish(found);
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(giveUp);
      observer?.disconnect();
    };
  }, [pathname, hash, t]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {announcement ? <VisuallyHidden>{announcement}</VisuallyHidden> : null}
    </div>
  );
}
