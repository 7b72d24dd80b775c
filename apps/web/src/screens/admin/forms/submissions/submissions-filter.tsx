import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { FormSubmissionsQuery, FormVersionSummary } from '@plein/api-client';
import { Button, Cluster, Link, Select, TextField } from '@plein/ui-kit';
import { useFocusLater } from '../../settings/form-parts';

/** The query parameters the filter writes, in the order of the URL. */
const filterNames = ['search', 'version', 'from', 'to'] as const;

/**
 * The filters of a form's submissions: a text search in the answers, the version answered and a
 * date range (from/to, inclusive). Applying them writes them into the URL (page 1), so the list
 * is linkable and survives a reload; without JavaScript the form does the same by itself.
 */
export function SubmissionsFilter({
  query,
  versions,
}: {
  query: FormSubmissionsQuery;
  versions: readonly FormVersionSummary[];
}) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const [rangeProblem, setRangeProblem] = useState(false);
  const focusLater = useFocusLater();
  const filtered = filterNames.some((name) => query[name] !== undefined);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of filterNames) {
      const entry = data.get(name);
      const value = typeof entry === 'string' ? entry.trim() : '';
      if (value) next.set(name, value);
    }
    const [from, until] = [next.get('from'), next.get('to')];
    if (from && until && from > until) {
      setRangeProblem(true);
      // After the render that links the error to the field, so it is read out with it.
      focusLater(`${id}-to`);
      return;
    }
    setRangeProblem(false);
    const search = next.toString();
    void navigate(search ? `${pathname}?${search}` : pathname);
  };

  return (
    <form
      method="get"
      action={pathname}
      role="search"
      aria-label={t('forms.submissions.filter')}
      className="plein-form-submissions__filter"
      onSubmit={apply}
      noValidate
    >
      <div className="plein-form-submissions__filter-fields">
        <TextField
          name="search"
          type="search"
          label={t('forms.submissions.search')}
          defaultValue={query.search ?? ''}
        />
        <Select
          name="version"
          label={t('forms.submissions.version')}
          defaultValue={query.version === undefined ? '' : String(query.version)}
          options={[
            { value: '', label: t('forms.submissions.allVersions') },
            ...versions.map((version) => ({
              value: String(version.version),
              label: t('forms.versions.number', { version: version.version }),
            })),
          ]}
        />
        <TextField
          name="from"
          type="date"
          label={t('forms.submissions.from')}
          defaultValue={query.from ?? ''}
        />
        <TextField
          id={`${id}-to`}
          name="to"
          type="date"
          label={t('forms.submissions.to')}
          defaultValue={query.to ?? ''}
          error={rangeProblem ? t('forms.submissions.rangeProblem') : undefined}
        />
      </div>
      <Cluster gap={3} align="center">
        <Button type="submit" variant="secondary">
          {t('forms.submissions.apply')}
        </Button>
        {filtered ? <Link href={pathname}>{t('forms.submissions.clear')}</Link> : null}
      </Cluster>
    </form>
  );
}
