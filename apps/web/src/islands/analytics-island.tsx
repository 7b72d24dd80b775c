import { useEffect } from 'react';
import type { ConsentState } from '@plein/state-store';
import { maySendPageViews } from '../analytics/page-view-consent';
import { loadSiteimprove } from '../analytics/siteimprove';
import { useIslandConsent } from './consent-channel';

/** Props of {@link AnalyticsIsland}. */
export interface AnalyticsIslandProps {
  scriptUrl: string;
  cookieless: boolean;
  consent: ConsentState;
}

/**
 * Siteimprove on a page with islands: the page is a tracked public page of a tenant with a
 * `siteimproveId` (the server checked), so the script loads as soon as the visitor may be
 * measured, also when they accept analytics in this page. Renders nothing.
 */
export default function AnalyticsIsland({ scriptUrl, cookieless, consent }: AnalyticsIslandProps) {
  const allowed = maySendPageViews(cookieless, useIslandConsent(consent));
  useEffect(() => {
    if (allowed) loadSiteimprove(scriptUrl, { cookieless });
  }, [allowed, scriptUrl, cookieless]);
  return null;
}
