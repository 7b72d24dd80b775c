import { useTranslation } from 'react-i18next';
import type { Page } from '@plein/api-client';
import { BlockRenderer, createCoreRegistry, groupBlocksByPosition } from '@plein/building-blocks';
import type { BlockInstance } from '@plein/building-blocks';
import { PageLayout } from '@plein/layouts';

const registry = createCoreRegistry();

/** Renders a page's blocks in its layout. */
export function PageView({ page }: { page: Page }) {
  const { t } = useTranslation();
  const byPosition = groupBlocksByPosition(page.buildingBlockInstances);
  const region = (blocks: BlockInstance[]) =>
    blocks.length ? <BlockRenderer registry={registry} blocks={blocks} /> : null;
  return (
    <PageLayout
      layout={page.layout}
      sideLeftLabel={t('shell.sideLeft')}
      sideRightLabel={t('shell.sideRight')}
      regions={{
        top: region(byPosition.top),
        sideLeft: region(byPosition['side-left']),
        main: region(byPosition.main),
        sideRight: region(byPosition['side-right']),
        bottom: region(byPosition.bottom),
      }}
    />
  );
}
