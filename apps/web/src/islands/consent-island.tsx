import type { ConsentState } from '@plein/state-store';
import { ConsentDialogView } from '../consent/consent-dialog-view';
import type { ConsentDialogTexts } from '../consent/consent-dialog-view';
import { useInBrowser } from '../dialogs/use-in-browser';
import { giveIslandConsent, useIslandConsent } from './consent-channel';

/** Props of {@link ConsentIsland}: everything the server knew when it rendered the page. */
export interface ConsentIslandProps {
  texts: ConsentDialogTexts;
  statementHref: string;
  /** The consent the visitor's cookie held. */
  consent: ConsentState;
  /** The cookie statement and invitation pages: the dialog stays closed (spec section 2). */
  exempt: boolean;
}

/** The cookie-consent dialog of a page with islands: the choice goes to the other islands too. */
export default function ConsentIsland({
  texts,
  statementHref,
  consent,
  exempt,
}: ConsentIslandProps) {
  const current = useIslandConsent(consent);
  const inBrowser = useInBrowser();
  return (
    <ConsentDialogView
      open={inBrowser && current.date === null && !exempt}
      texts={texts}
      statementHref={statementHref}
      onChoose={giveIslandConsent}
    />
  );
}
