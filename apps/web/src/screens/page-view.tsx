import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '@plein/api-client';
import { BlockRenderer, pageRegions } from '@plein/building-blocks';
import type { BlockInstance, BlockRegistry } from '@plein/building-blocks';
import { PageLayout } from '@plein/layouts';
import { publicationState } from '../data/publication-state';
import { AppFormServices } from '../forms/app-form-services';
import { AppListServices } from '../lists/list-services-provider';
import { blockRegistry } from './block-registry';
import { DraftBanner } from './draft-banner';
import './page-view.css';

/**
 * The language a page is written in: a legal page's is in its name (`legal-privacy-en`), every
 * other page is in the site's content language, Dutch. The interface may be in English.
 */
export function contentLanguageOf(page: Pick<Page, 'name'>): 'nl' | 'en' {
  return /^legal-.+-(nl|en)$/.exec(page.name)?.[1] === 'en' ? 'en' : 'nl';
}

/** Props of {@link PageView}. */
export interface PageViewProps {
  page: Page;
  /** Where the page is seen: its list blocks link items under it. */
  pagePath: string;
  /** A notice above the content instead of the editors' draft banner (a preview link's). */
  banner?: ReactNode;
  /** The block types it renders with (default the app's). */
  registry?: BlockRegistry;
}

/**
 * Renders a page's blocks in its layout, with the page title as `h1` when no title block (hero)
 * gives it one; its list blocks link items under `pagePath`. An editor
 * (whose answer carries the draft) sees a {@link DraftBanner} above the content while the page is
 * not published or has unpublished changes; a `banner` takes its place.
 */
export function PageView({ page, pagePath, banner, registry = blockRegistry }: PageViewProps) {
  const { t } = useTranslation();
  const regions = pageRegions(page.buildingBlockInstances, (blocks: BlockInstance[]) =>
    blocks.length ? <BlockRenderer registry={registry} blocks={blocks} /> : null,
  );
  const state = page.draft ? publicationState(page) : 'published';
  // The title block (hero) is the page's h1; a page without one shows its title instead.
  const hasTitleBlock = page.buildingBlockInstances.some((block) => block.buildingBlock === 'hero');
  const blocksOnTop = regions.top;
  const top = hasTitleBlock ? (
    blocksOnTop
  ) : (
    <>
      <h1 className="plein-page-title">{page.title}</h1>
      {blocksOnTop}
    </>
  );
  const notice =
    banner ?? (state === 'published' ? null : <DraftBanner state={state} pagePath={pagePath} />);
  return (
    <AppListServices pagePath={pagePath}>
      <AppFormServices>
        <PageLayout
          layout={page.layout}
          lang={contentLanguageOf(page)}
          sideLeftLabel={t('shell.sideLeft')}
          sideRightLabel={t('shell.sideRight')}
          regions={{
            top: notice ? (
              <>
                {notice}
                {top}
              </>
            ) : (
              top
            ),
            sideLeft: regions.sideLeft,
            main: regions.main,
            sideRight: regions.sideRight,
            bottom: regions.bottom,
          }}
        />
      </AppFormServices>
    </AppListServices>
  );
}
