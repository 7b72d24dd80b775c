import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { blockMessages, BlockServicesProvider, lookUpMessage } from '@plein/building-blocks';
import type { BlockServices } from '@plein/building-blocks';
import type { ConsentState } from '@plein/state-store';
import type { Language } from '../i18n/i18n';
import { giveIslandConsent, useIslandConsent } from './consent-channel';

/**
 * The services a block island needs: the blocks' own texts in the page's language and the
 * visitor's consent, shared with the page's other islands.
 */
export function BlockIslandServices({
  language,
  consent,
  children,
}: {
  language: Language;
  consent: ConsentState;
  children: ReactNode;
}) {
  const current = useIslandConsent(consent);
  const services = useMemo<Partial<BlockServices>>(
    () => ({
      t: (key) => lookUpMessage(blockMessages[language], key),
      consent: {
        hasConsent: (category) => current.categories.includes(category),
        requestConsent: (category) => giveIslandConsent([...current.categories, category]),
      },
    }),
    [language, current],
  );
  return <BlockServicesProvider services={services}>{children}</BlockServicesProvider>;
}
