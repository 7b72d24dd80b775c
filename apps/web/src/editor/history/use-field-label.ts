import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { blockRegistry } from '../../screens/block-registry';
import { useBlockTranslate } from '../block-label';
import type { FieldPath } from './compare-revisions';

/**
 * Names a text of a block's content for people, part by part: a key by the block type's own
 * message of it (`blocks.hero.title`: "Titel"), else by the editor's name of common keys
 * (`editor.history.fields.*`), else as it is; an array entry by the type's `item` message and
 * its number ("Knop 2"). Parts are joined with " › ".
 *
 * @example
 * const fieldLabel = useFieldLabel();
 * fieldLabel('hero', ['title']); // 'Titel'
 * fieldLabel('buttons', ['buttons', 1, 'url']); // 'Knop 2 › Link'
 */
export function useFieldLabel(): (type: string, path: FieldPath) => string {
  const translate = useBlockTranslate();
  const { t } = useTranslation('admin');
  return useCallback(
    (type: string, path: FieldPath) => {
      // The type's keys share its label's prefix, e.g. `blocks.hero` of `blocks.hero.label`.
      const prefix = blockRegistry.get(type)?.label?.replace(/\.label$/, '');
      const own = (key: string) => {
        // `label` is the type's own name there, not a field's.
        if (!prefix || key === 'label') return null;
        const text = translate(`${prefix}.${key}`);
        return text === `${prefix}.${key}` ? null : text;
      };
      const common = (key: string) => t(`editor.history.fields.${key}`, { defaultValue: key });
      const names: string[] = [];
      path.forEach((part, index) => {
        if (typeof part === 'number') return;
        const next = path[index + 1];
        if (typeof next === 'number') {
          const item = own('item');
          names.push(`${item ?? own(part) ?? common(part)} ${String(next + 1)}`);
        } else {
          names.push(own(part) ?? common(part));
        }
      });
      return names.join(' › ');
    },
    [translate, t],
  );
}
