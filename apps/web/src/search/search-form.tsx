import { Form } from 'react-router';
import { Button } from '@plein/ui-kit';
import { maxSearchLength } from './search-args';
import './search-form.css';

/**
 * A search form: a GET form to `/search` (works without JavaScript; with it, react-router
 * navigates in the browser). A `search` landmark named by `name`.
 *
 * @example
 * <SearchForm id="site-search" name={t('search.site')} label={t('search.label')} submitLabel={t('search.submit')} />
 */
export function SearchForm({
  id,
  name,
  label,
  submitLabel,
  defaultValue = '',
  compact = false,
}: {
  id: string;
  /** The landmark's name (two search forms on one page need different ones). */
  name: string;
  label: string;
  submitLabel: string;
  defaultValue?: string;
  /** The header's variant: the label is read, not shown. */
  compact?: boolean;
}) {
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label={name}
      className={compact ? 'plein-search-form plein-search-form--compact' : 'plein-search-form'}
    >
      <label
        htmlFor={id}
        className={
          compact ? 'plein-search-form__label plein-visually-hidden' : 'plein-search-form__label'
        }
      >
        {label}
      </label>
      <div className="plein-search-form__row">
        <input
          key={defaultValue}
          id={id}
          className="plein-search-form__input"
          type="search"
          name="q"
          required
          maxLength={maxSearchLength}
          defaultValue={defaultValue}
          autoComplete="off"
        />
        <Button type="submit" size={compact ? 'sm' : 'md'}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
