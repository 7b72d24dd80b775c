import { useTranslation } from 'react-i18next';
import type { PageLayoutName } from '@plein/api-client';
import { Button, Checkbox, RadioGroup, Select, TextField } from '@plein/ui-kit';
import { layoutLabel } from '../shared/layout-label';
import { initialPageFilters, narrowsList } from './page-list-view';
import type { PageKind, PageListFilters, PublishedFilter } from './page-list-view';

const layouts: PageLayoutName[] = ['100', '25-75', '75-25', '25-50-25'];
const publishedChoices: { value: PublishedFilter; key: string }[] = [
  { value: 'all', key: 'pages.filters.publishedAll' },
  { value: 'published', key: 'pages.filters.publishedOnly' },
  { value: 'unpublished', key: 'pages.filters.unpublishedOnly' },
];

/**
 * The search and filters above the pages table: content or legal pages (with their counts), a
 * search in title and name, the published state, unpublished changes only, and the layout.
 */
export function PageFilters({
  filters,
  counts,
  onChange,
}: {
  filters: PageListFilters;
  counts: Record<PageKind, number>;
  onChange: (filters: PageListFilters) => void;
}) {
  const { t } = useTranslation('admin');
  const set = (changed: Partial<PageListFilters>) => onChange({ ...filters, ...changed });

  return (
    // A form, so Enter in the search field does not reload the page; it filters as one types.
    <form
      role="search"
      className="plein-page-filters"
      aria-label={t('pages.filters.label')}
      onSubmit={(event) => event.preventDefault()}
    >
      <RadioGroup
        label={t('pages.filters.kind')}
        size="sm"
        className="plein-page-filters__kind"
        value={filters.kind}
        onValueChange={(kind) => set({ kind: kind as PageKind })}
        options={(['content', 'legal'] as const).map((kind) => ({
          value: kind,
          label: t(`pages.filters.${kind}`, { count: counts[kind] }),
        }))}
      />
      <div className="plein-page-filters__fields">
        <TextField
          type="search"
          label={t('pages.search')}
          value={filters.query}
          onValueChange={(query) => set({ query })}
        />
        <Select
          label={t('pages.filters.published')}
          value={filters.published}
          onValueChange={(published) => set({ published: published as PublishedFilter })}
          options={publishedChoices.map((choice) => ({
            value: choice.value,
            label: t(choice.key),
          }))}
        />
        <Select
          label={t('pages.filters.layout')}
          value={filters.layout}
          onValueChange={(layout) => set({ layout: layout as PageListFilters['layout'] })}
          options={[
            { value: 'all', label: t('pages.filters.layoutAll') },
            ...layouts.map((layout) => ({ value: layout, label: layoutLabel(t, layout) })),
          ]}
        />
      </div>
      <div className="plein-page-filters__end">
        <Checkbox
          size="sm"
          label={t('pages.filters.changedOnly')}
          checked={filters.changedOnly}
          onCheckedChange={(changedOnly) => set({ changedOnly })}
        />
        {narrowsList(filters) ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onChange({ ...initialPageFilters, kind: filters.kind })}
          >
            {t('pages.filters.reset')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
