import { useTranslation } from 'react-i18next';
import type { Page } from '@plein/api-client';
import { BlockRenderer, groupBlocksByPosition } from '@plein/building-blocks';
import type { BlockInstance } from '@plein/building-blocks';
import { PageLayout } from '@plein/layouts';
import { AppFormServices } from '../forms/app-form-services';
import { AppListServices } from '../lists/list-services-provider';
import { blockRegistry as registry } from './block-registry';

/** Renders a page's blocks in its layout; its list blocks link items under `pagePath`. */
export function PageView({ page, pagePath }: { page: Page; pagePath: string }) {
  const { t } = useTranslation();
  const byPosition = groupBlocksByPosition(page.buildingBlockInstances);
  const region = (blocks: BlockInstance[]) =>
    blocks.length ? <BlockRenderer registry={registry} blocks={blocks} /> : null;
  return (
    <AppListServices pagePath={pagePath}>
      <AppFormServices>
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
      </AppFormServices>
    </AppListServices>
  );
}
