import { useId } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { texts } from './texts';

/**
 * A search form that opens `/search?q=…`: a plain GET form, so it works before the script loads;
 * with the script it navigates in the app.
 */
export function SearchForm({ defaultValue = '' }: { defaultValue?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    void navigate(`/search?${new URLSearchParams({ q: String(q ?? '') }).toString()}`);
  };
  return (
    <form method="get" action="/search" role="search" aria-label={texts.search} onSubmit={submit}>
      <label htmlFor={id}>{texts.searchLabel}</label>{' '}
      <input id={id} name="q" type="search" defaultValue={defaultValue} maxLength={200} required />{' '}
      <button type="submit">{texts.searchSubmit}</button>
    </form>
  );
}
