import { useTranslation } from 'react-i18next';
import { Link, Notice } from '@plein/ui-kit';
import { editPathOf } from '../routing/page-path';
import './draft-banner.css';

/** Props of {@link DraftBanner}. */
export interface DraftBannerProps {
  /** What editors see that visitors do not: an unpublished page, or unpublished changes. */
  state: 'unpublished' | 'changed';
  /** Where the page is seen; its editor is at `{pagePath}/edit`. */
  pagePath: string;
  /** What is seen: the page itself, or one of the items of its lists. */
  subject?: 'page' | 'item';
}

/**
 * Tells an editor, at the top of a page's main content, that they see the draft (a page not
 * published, or changes visitors do not see yet) and links to the editor. Rendered only for
 * answers that carry the draft (editors'), so visitors' pages never have it.
 *
 * @example
 * <DraftBanner state="changed" pagePath="/over-ons" />
 */
export function DraftBanner({ state, pagePath, subject = 'page' }: DraftBannerProps) {
  const { t } = useTranslation();
  return (
    <Notice tone="warning" className="plein-draft-banner">
      <p>
        {t(subject === 'item' ? `draftBanner.item.${state}` : `draftBanner.${state}`)}{' '}
        <Link href={editPathOf(pagePath)}>{t('draftBanner.edit')}</Link>
      </p>
    </Notice>
  );
}
