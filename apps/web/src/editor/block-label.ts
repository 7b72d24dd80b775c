import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { blockMessages } from '@plein/building-blocks';
import type { Translate } from '@plein/building-blocks';
import { blockRegistry } from '../screens/block-registry';

/** Namespaces the block types' own keys (`blocks.*`) are looked up in. */
const blockNamespaces = ['common', 'admin'];

/**
 * The building blocks' own text of a key (their `blockMessages`), for when the app's bundles do
 * not have it; undefined when they do not know it either.
 *
 * @example
 * packagedBlockText('en', 'blocks.hero.label'); // 'Hero'
 */
export function packagedBlockText(language: string, key: string): string | undefined {
  const messages: unknown = language === 'en' ? blockMessages.en : blockMessages.nl;
  let node = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The `t` a block type's Edit component gets: its `blocks.*` keys from the app's bundles, else
 * from the building blocks' own messages.
 *
 * @example
 * const t = useBlockTranslate();
 * <Edit guid={guid} content={content} onChange={setContent} t={t} />
 */
export function useBlockTranslate(): Translate {
  const { t, i18n } = useTranslation('admin');
  return useCallback(
    (key: string) =>
      t(key, {
        ns: blockNamespaces,
        defaultValue: packagedBlockText(i18n.language, key) ?? key,
      }),
    [t, i18n.language],
  );
}

/**
 * The translated name of a block type (its registry label), e.g. "Tekst" for `rich-text`. A type
 * the registry does not know is named as such.
 *
 * @example
 * const blockLabel = useBlockLabel();
 * blockLabel('rich-text'); // 'Tekst'
 */
export function useBlockLabel(): (type: string) => string {
  const translate = useBlockTranslate();
  const { t } = useTranslation('admin');
  return useCallback(
    (type: string) => {
      const definition = blockRegistry.get(type);
      if (!definition) return t('editor.block.unknownType', { type });
      const key = definition.label ?? type;
      const label = translate(key);
      return label === key ? type : label;
    },
    [t, translate],
  );
}
