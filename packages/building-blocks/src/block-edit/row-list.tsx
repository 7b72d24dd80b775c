import { Button, Cluster, Stack, VisuallyHidden } from '@plein/ui-kit';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { Translate } from '../registry/registry';
import { blockCommonTranslationKeys as keys } from './block-common-keys';
import { newGuid } from './new-guid';
import './block-edit.css';

/** What {@link RowList} passes to the form of one row. */
export interface RowRender<T> {
  item: T;
  index: number;
  /** Stable over moves, unique in the list: use it in ids. */
  rowKey: string;
  /** Replaces this row's item. */
  update: (item: T) => void;
}

type FocusTarget = 'up' | 'down' | 'remove' | 'first' | 'add';

/**
 * Rows an editor adds, removes and reorders (header images, buttons): each row a fieldset with
 * its number as legend and Up / Down / Remove buttons named after the row. Focus follows the
 * moved row, goes to the next row after a removal and into a new row after adding.
 */
export function RowList<T>({
  idPrefix,
  items,
  keyOf,
  legend,
  addLabel,
  emptyText,
  max = Number.POSITIVE_INFINITY,
  createItem,
  onChange,
  t,
  children,
}: {
  idPrefix: string;
  items: readonly T[];
  /** A row's stable key, e.g. its guid; without it the list keeps keys of its own. */
  keyOf?: (item: T) => string;
  /** The legend of row `index`, e.g. "Button 2". */
  legend: (index: number) => string;
  addLabel: string;
  emptyText: string;
  /** Most rows allowed; at the limit the add button is unavailable. */
  max?: number;
  createItem: () => T;
  onChange: (items: T[]) => void;
  t: Translate;
  children: (row: RowRender<T>) => ReactNode;
}) {
  const [ownKeys, setOwnKeys] = useState<string[]>(() => items.map(() => newGuid()));
  if (!keyOf && ownKeys.length !== items.length) {
    // The content changed from outside (e.g. an undo in the page editor): key the rows anew.
    setOwnKeys(items.map((_, index) => ownKeys[index] ?? newGuid()));
  }
  const rowKeys = keyOf ? items.map(keyOf) : ownKeys;
  const focus = useRef<{ key: string; target: FocusTarget } | null>(null);
  const idOf = (key: string, target: FocusTarget) =>
    target === 'add' ? `${idPrefix}-add` : `${idPrefix}-row-${key}-${target}`;

  useEffect(() => {
    const request = focus.current;
    if (!request) return;
    focus.current = null;
    const element =
      request.target === 'first'
        ? document
            .getElementById(`${idPrefix}-row-${request.key}`)
            ?.querySelector<HTMLElement>('input, select, textarea, button')
        : document.getElementById(idOf(request.key, request.target));
    element?.focus();
  });

  const apply = (nextItems: T[], nextKeys: string[], request: typeof focus.current) => {
    focus.current = request;
    if (!keyOf) setOwnKeys(nextKeys);
    onChange(nextItems);
  };
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= items.length) return;
    const swap = <V,>(list: readonly V[]) => {
      const next = [...list];
      [next[index], next[to]] = [next[to] as V, next[index] as V];
      return next;
    };
    apply(swap(items), swap(rowKeys), {
      key: rowKeys[index] ?? '',
      target: by < 0 ? 'up' : 'down',
    });
  };
  const remove = (index: number) => {
    const nextKeys = rowKeys.filter((_, i) => i !== index);
    const neighbour = nextKeys[index] ?? nextKeys[index - 1];
    apply(
      items.filter((_, i) => i !== index),
      nextKeys,
      neighbour ? { key: neighbour, target: 'remove' } : { key: '', target: 'add' },
    );
  };
  const full = items.length >= max;
  const add = () => {
    if (full) return;
    const item = createItem();
    const key = keyOf ? keyOf(item) : newGuid();
    apply([...items, item], [...rowKeys, key], { key, target: 'first' });
  };

  return (
    <Stack gap={4}>
      {items.length === 0 ? <p className="plein-block-edit__empty">{emptyText}</p> : null}
      {items.map((item, index) => {
        const key = rowKeys[index] ?? String(index);
        const name = legend(index);
        const rowAction = (
          target: 'up' | 'down' | 'remove',
          label: string,
          onClick: () => void,
        ) => {
          const inactive =
            (target === 'up' && index === 0) || (target === 'down' && index === items.length - 1);
          return (
            <Button
              id={idOf(key, target)}
              variant="ghost"
              size="sm"
              aria-disabled={inactive || undefined}
              onClick={inactive ? undefined : onClick}
            >
              {label}
              <VisuallyHidden>: {name}</VisuallyHidden>
            </Button>
          );
        };
        return (
          <fieldset key={key} id={`${idPrefix}-row-${key}`} className="plein-block-edit__row">
            <legend className="plein-block-edit__legend">{name}</legend>
            <Stack gap={3}>
              {children({
                item,
                index,
                rowKey: key,
                update: (next) => onChange(items.map((old, i) => (i === index ? next : old))),
              })}
              <Cluster gap={2}>
                {rowAction('up', t(keys.moveUp), () => move(index, -1))}
                {rowAction('down', t(keys.moveDown), () => move(index, 1))}
                {rowAction('remove', t(keys.remove), () => remove(index))}
              </Cluster>
            </Stack>
          </fieldset>
        );
      })}
      <div>
        <Button
          id={`${idPrefix}-add`}
          variant="secondary"
          aria-disabled={full || undefined}
          onClick={add}
        >
          {addLabel}
        </Button>
      </div>
    </Stack>
  );
}
