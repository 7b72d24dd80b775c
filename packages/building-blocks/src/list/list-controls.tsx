import { Button } from '@plein/ui-kit';
import type { ListSortBy } from '@plein/validation';
import { listSortByValues, maxListItemCount } from '@plein/validation';
import type { FormEvent } from 'react';
import type { ListServices } from './list-services';
import type { ListUrlState } from './list-url-state';
import { listAnchorId, listParamNames, listStateHref } from './list-url-state';

/** A parent a visitor may filter a list by: an item guid and its name. */
export interface ListParentChoice {
  guid: string;
  label: string;
}

const sizeChoices = [5, 10, 25, 50];

/**
 * The sort, items-per-page and parent controls of a list: a GET form, so it works without
 * JavaScript; with JavaScript the app navigates in the browser. The choice is applied with the
 * button, not on change, so moving through a select never reloads the page (WCAG 3.2.2). The form
 * is tucked into a disclosure ("Lijst sorteren en filteren", a native `<details>`, also without
 * JavaScript) that is open while the visitor's own choice applies, so it stays in view.
 */
export function ListControls({
  guid,
  services,
  state,
  sortBy,
  itemCount,
  totalItems,
  parents,
}: {
  guid: string;
  services: ListServices;
  state: ListUrlState;
  /** The sort the page was answered with. */
  sortBy: string;
  /** The items per page the page was answered with. */
  itemCount: number;
  totalItems: number;
  parents: readonly ListParentChoice[];
}) {
  const { texts, location } = services;
  const names = listParamNames(guid);
  const search = new URLSearchParams(location.search);
  const kept = [...search.entries()].filter(([name]) => !Object.values(names).includes(name));
  const sizes = [...new Set([...sizeChoices, itemCount])].sort((a, b) => a - b);
  const size = state.size ?? itemCount;
  const chosen = state.sort !== undefined || state.size !== undefined || Boolean(state.parent);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!services.navigate) return;
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    const sort = listSortByValues.find((value) => value === field(names.sort));
    const chosenSize = field(names.size);
    const parent = field(names.parent) || undefined;
    services.navigate(
      listStateHref(location.pathname, search, guid, {
        page: 1,
        sort,
        size: chosenSize === 'all' ? 'all' : Number(chosenSize) || undefined,
        parent,
      }),
    );
  };

  return (
    <details className="plein-list__disclosure" open={chosen}>
      <summary className="plein-list__summary">{texts.controls}</summary>
      <form
        className="plein-list__controls"
        method="get"
        // The fragment survives a GET submit: without JavaScript the new page opens on the list.
        action={`${location.pathname}#${listAnchorId(guid)}`}
        aria-label={texts.controls}
        onSubmit={submit}
      >
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="plein-list__control">
          <label htmlFor={`${guid}-sort`}>{texts.sortBy}</label>
          <select id={`${guid}-sort`} name={names.sort} defaultValue={state.sort ?? sortBy}>
            {listSortByValues.map((value: ListSortBy) => (
              <option key={value} value={value}>
                {texts.sortLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="plein-list__control">
          <label htmlFor={`${guid}-size`}>{texts.recordsPerPage}</label>
          <select id={`${guid}-size`} name={names.size} defaultValue={String(size)}>
            {sizes.map((value) => (
              <option key={value} value={String(value)}>
                {value}
              </option>
            ))}
            {totalItems <= maxListItemCount ? <option value="all">{texts.all}</option> : null}
          </select>
        </div>
        {parents.length ? (
          <div className="plein-list__control">
            <label htmlFor={`${guid}-parent`}>{texts.parent}</label>
            <select id={`${guid}-parent`} name={names.parent} defaultValue={state.parent ?? ''}>
              <option value="">{texts.allParents}</option>
              {parents.map((parent) => (
                <option key={parent.guid} value={parent.guid}>
                  {parent.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <Button type="submit" variant="secondary">
          {texts.apply}
        </Button>
      </form>
    </details>
  );
}
