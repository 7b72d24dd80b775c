import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useAppSelector } from '@plein/state-store';
import { useSettings } from '../data/use-tenant-data';
import { loadSiteimprove, siteimproveScriptUrl, trackSiteimprovePageView } from './siteimprove';
import { maySendPageViews } from './page-view-consent';
import { isTrackedRoute } from './tracking-rules';

/**
 * Sends the public site's page views to Siteimprove Analytics when the tenant has a
 * `siteimproveId` (spec sections 1 and 3). The script loads on the first tracked page the
 * visitor may be measured on; later navigations are pushed as page views. A change of consent
 * applies at once: granting loads the script, withdrawing stops the page views. Renders nothing.
 */
export function SiteimproveAnalytics() {
  const settings = useSettings();
  const consent = useAppSelector((state) => state.consent);
  const { pathname, search } = useLocation();
  const tracked = isTrackedRoute(useMatches(), pathname);

  const scriptUrl = siteimproveScriptUrl(settings.siteimproveId);
  // Unset means the API's default, which is cookieless.
  const cookieless = settings.siteimproveCookieLess !== false;
  const allowed = maySendPageViews(cookieless, consent);
  // The last URL Siteimprove counted: the referrer of the next page view.
  const lastCounted = useRef<string | null>(null);

  useEffect(() => {
    if (!scriptUrl || !allowed || !tracked) return;
    // From the router, not window.location: a hash change is not a page view.
    const url = new URL(pathname + search, window.location.origin).href;
    if (lastCounted.current === null) loadSiteimprove(scriptUrl, { cookieless });
    else if (lastCounted.current !== url) {
      // Screens render their <title> in the same commit, so the title is already the new one.
      trackSiteimprovePageView({ url, ref: lastCounted.current, title: document.title });
    }
    lastCounted.current = url;
  }, [scriptUrl, cookieless, allowed, tracked, pathname, search]);

  return null;
}
