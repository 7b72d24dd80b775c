import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockServicesProvider } from '@plein/building-blocks';
import type { BlockServices } from '@plein/building-blocks';
import { useAppSelector } from '@plein/state-store';
import { useGiveConsent } from '../consent/use-give-consent';

/**
 * Gives every block the app's translations and the visitor's cookie consent, so a video block
 * loads its player only after the visitor accepted video cookies (and can accept them in place).
 */
export function AppBlockServices({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const categories = useAppSelector((state) => state.consent.categories);
  const give = useGiveConsent();
  const services = useMemo<Partial<BlockServices>>(
    () => ({
      t: (key) => t(key),
      consent: {
        hasConsent: (category) => categories.includes(category),
        requestConsent: (category) => give([...new Set([...categories, category])]),
      },
    }),
    [t, categories, give],
  );
  return <BlockServicesProvider services={services}>{children}</BlockServicesProvider>;
}
