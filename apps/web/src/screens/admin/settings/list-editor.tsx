import { FieldArray } from 'formik';
import { Fragment } from 'react';
import type { Key, ReactNode } from 'react';
import { Button } from '@plein/ui-kit';
import { ListError, useFocusLater } from './form-parts';

/** One entry of a {@link ListEditor}, as its `children` function gets it. */
export interface ListEntry<Item> {
  item: Item;
  index: number;
  /** The id the entry's first field carries: the editor focuses it when the entry is added. */
  fieldId: string;
  /** Removes the entry and moves focus to the add button. */
  remove: () => void;
}

/** Props of {@link ListEditor}. */
export interface ListEditorProps<Item> {
  /** The Formik path of the list, e.g. `headerImages` or `footers.0.links`. */
  name: string;
  /** The entries now in the form at `name`. */
  items: readonly Item[];
  legend: string;
  help?: string;
  /** Shown above the (empty) list when it has no entries. */
  empty?: string;
  addLabel: string;
  /** The most entries the list takes: at that count the add button is gone. */
  max: number;
  /**
   * Ids of the add button and the list's error; with `help` also the help text's id, and the
   * list's fieldset is then described by its help and its error.
   */
  ids: { add: string; error: string; help?: string };
  /** A class for the `<ul>` besides `plein-settings__entries`. */
  listClassName?: string;
  /** A blank entry, for the add button. */
  newItem: () => Item;
  /** The id of an entry's first field. */
  fieldIdOf: (item: Item, index: number) => string;
  /** The entry's React key; its index when the entries have no identity of their own. */
  keyOf?: (item: Item, index: number) => Key;
  /** Renders one entry as an `<li>`, usually a `FieldsetEntry` or an `InlineEntry`. */
  children: (entry: ListEntry<Item>) => ReactNode;
}

/**
 * A list of the settings form (host names, header images, footer columns and links): its
 * entries, an add button up to `max`, and the list's own error. Focus follows the change, so
 * keyboard users stay in place: an added entry's first field, or the add button after a removal.
 *
 * @example
 * <ListEditor name="hostNames" items={values.hostNames} max={20} newItem={() => ''} … >
 *   {({ index, fieldId, remove }) => (
 *     <InlineEntry removeLabel={…} onRemove={remove}>
 *       <FormTextField id={fieldId} name={`hostNames.${index}`} label={…} />
 *     </InlineEntry>
 *   )}
 * </ListEditor>
 */
export function ListEditor<Item>({
  name,
  items,
  legend,
  help,
  empty,
  addLabel,
  max,
  ids,
  listClassName,
  newItem,
  fieldIdOf,
  keyOf = (_item, index) => index,
  children,
}: ListEditorProps<Item>) {
  const focusLater = useFocusLater();
  return (
    <FieldArray name={name}>
      {(list) => (
        <fieldset
          className="plein-settings__list"
          aria-describedby={ids.help ? `${ids.help} ${ids.error}` : undefined}
        >
          <legend>{legend}</legend>
          {help ? (
            <p id={ids.help} className="plein-settings__help">
              {help}
            </p>
          ) : null}
          {empty && items.length === 0 ? <p>{empty}</p> : null}
          <ul className={['plein-settings__entries', listClassName].filter(Boolean).join(' ')}>
            {items.map((item, index) => (
              <Fragment key={keyOf(item, index)}>
                {children({
                  item,
                  index,
                  fieldId: fieldIdOf(item, index),
                  remove: () => {
                    list.remove(index);
                    focusLater(ids.add);
                  },
                })}
              </Fragment>
            ))}
          </ul>
          <ListError name={name} id={ids.error} />
          {items.length < max ? (
            <div>
              <Button
                id={ids.add}
                size="sm"
                variant="secondary"
                onClick={() => {
                  const item = newItem();
                  list.push(item);
                  focusLater(fieldIdOf(item, items.length));
                }}
              >
                {addLabel}
              </Button>
            </div>
          ) : null}
        </fieldset>
      )}
    </FieldArray>
  );
}
