import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageLayoutName } from '@plein/api-client';
import { Button, TextField } from '@plein/ui-kit';
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
  const id = useId();
  const set = (changed: Partial<PageListFilters>) => onChange({ ...filters, ...changed });

  return (
    // A form, so Enter in the search field does not reload the page; it filters as one types.
    <form
      role="search"
      className="plein-page-filters"
      aria-label={t('pages.filters.label')}
      onSubmit={(event) => event.preventDefault()}
    >
      <fieldset className="plein-page-filters__kind">
        <legend>{t('pages.filters.kind')}</legend>
        {(['content', 'legal'] as const).map((kind) => (
          <label key={kind} className="plein-page-filters__choice">
            <input
              type="radio"
              name={`${id}-kind`}
              value={kind}
              checked={filters.kind === kind}
              onChange={() => set({ kind })}
            />
            {t(`pages.filters.${kind}`, { count: counts[kind] })}
          </label>
        ))}
      </fieldset>
      <div className="plein-page-filters__fields">
        <TextField
          type="search"
          label={t('pages.search')}
          value={filters.query}
          onValueChange={(query) => set({ query })}
        />
        <Select
          id={`${id}-published`}
          label={t('pages.filters.published')}
          value={filters.published}
          onChange={(published) => set({ published: published as PublishedFilter })}
        >
          {publishedChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {t(choice.key)}
            </option>
          ))}
        </Select>
        <Select
          id={`${id}-layout`}
          label={t('pages.filters.layout')}
          value={filters.layout}
          onChange={(layout) => set({ layout: layout as PageListFilters['layout'] })}
        >
          <option value="all">{t('pages.filters.layoutAll')}</option>
          {layouts.map((layout) => (
            <option key={layout} value={layout}>
              {t(`pages.layouts.${layout}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="plein-page-filters__end">
        <label className="plein-page-filters__choice">
          <input
            type="checkbox"
            checked={filters.changedOnly}
            onChange={(event) => set({ changedOnly: event.target.checked })}
          />
          {t('pages.filters.changedOnly')}
        </label>
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

/** A labelled native select in the look of the ui-kit TextField. */
function Select({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="plein-text-field">
      <label htmlFor={id} className="plein-text-field__label">
        {label}
      </label>
      <select
        id={id}
        className="plein-text-field__control"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </div>
  );
}
