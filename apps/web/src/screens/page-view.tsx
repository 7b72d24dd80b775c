import { useTranslation } from 'react-i18next';
import type { BuildingBlockInstance, LayoutPosition, Page } from '@plein/api-client';
import { BlockRenderer, createCoreRegistry } from '@plein/building-blocks';
import { PageLayout } from '@plein/layouts';

const registry = createCoreRegistry();

/** The blocks of one layout position, in their saved order. */
function blocksAt(page: Page, position: LayoutPosition): BuildingBlockInstance[] {
  return page.buildingBlockInstances
    .filter((block) => block.layoutPosition === position)
    .sort((a, b) => a.sortId - b.sortId);
}

/** Renders a page's blocks in its layout. */
export function PageView({ page }: { page: Page }) {
  const { t } = useTranslation();
  const region = (position: LayoutPosition) => {
    const blocks = blocksAt(page, position);
    if (!blocks.length) return null;
    return (
      <BlockRenderer
        registry={registry}
        blocks={blocks.map((block) => ({
          guid: block.guid,
          type: block.buildingBlock,
          content: block.content,
          options: block.options,
        }))}
      />
    );
  };
  return (
    <PageLayout
      layout={page.layout}
      labels={{ sideLeft: t('shell.sideLeft'), sideRight: t('shell.sideRight') }}
      regions={{
        top: region('top'),
        sideLeft: region('side-left'),
        main: region('main'),
        sideRight: region('side-right'),
        bottom: region('bottom'),
      }}
    />
  );
}
