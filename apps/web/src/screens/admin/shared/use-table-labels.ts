import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableLabels } from '@plein/ui-kit';

/**
 * The texts of the ui-kit Table in the interface language (spec section 9's table texts).
 *
 * @example
 * <Table labels={useTableLabels()} … />
 */
export function useTableLabels(): TableLabels {
  const { t } = useTranslation('admin');
  return useMemo(
    () => ({
      noData: t('table.noData'),
      noResults: t('table.noResults'),
      loading: t('table.loading'),
      rowsPerPage: t('table.rowsPerPage'),
      all: t('table.all'),
      range: (range) => t('table.range', range),
      pagination: t('table.pagination'),
      previousPage: t('table.previous'),
      nextPage: t('table.next'),
      selectAll: t('table.selectAll'),
      selectRow: (name) => t('table.selectRow', { name }),
      selected: (count) => t('table.selected', { count }),
    }),
    [t],
  );
}
