import { describe, expect, it } from 'vitest';
import { blockCommonTranslationKeys } from '../block-edit/block-common-keys';
import { lookUpMessage } from '../block-services/block-services';
import { buttonsTranslationKeys } from '../buttons/buttons-content';
import { formTranslationKeys } from '../form/form-content';
import { headerImagesTranslationKeys } from '../header-images/header-images-content';
import { heroTranslationKeys } from '../hero/hero';
import { imageTranslationKeys } from '../image/image-content';
import { imageUploadTranslationKeys } from '../image/image-guid-field';
import { listTranslationKeys } from '../list/list';
import { listTextsTranslationKeys } from '../list/list-texts';
import { listWidgetTranslationKeys } from '../list/list-widget';
import { richTextTranslationKeys } from '../rich-text/rich-text-content';
import { videoTranslationKeys } from '../video/video-content';
import { blockMessages } from './block-messages';
import { coreBlocks } from './core-blocks';

/** Every string leaf of a (nested) keys object. */
function keysOf(object: object): string[] {
  return Object.values(object).flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : typeof value === 'object' && value ? keysOf(value) : [],
  );
}

/** Every dotted path of a nested message object. */
function pathsOf(object: object, prefix = ''): string[] {
  return Object.entries(object).flatMap(([name, value]: [string, unknown]) =>
    typeof value === 'object' && value ? pathsOf(value, `${prefix}${name}.`) : [`${prefix}${name}`],
  );
}

const allKeys = [
  blockCommonTranslationKeys,
  heroTranslationKeys,
  richTextTranslationKeys,
  listTranslationKeys,
  listTextsTranslationKeys,
  listWidgetTranslationKeys,
  imageTranslationKeys,
  imageUploadTranslationKeys,
  headerImagesTranslationKeys,
  buttonsTranslationKeys,
  videoTranslationKeys,
  formTranslationKeys,
].flatMap(keysOf);

describe('block messages', () => {
  it('have a Dutch and an English text for every translation key of the core blocks', () => {
    for (const language of ['nl', 'en'] as const) {
      const missing = allKeys.filter((key) => lookUpMessage(blockMessages[language], key) === key);
      expect(missing, language).toEqual([]);
    }
    for (const block of coreBlocks) {
      expect(lookUpMessage(blockMessages.nl, block.label ?? block.type)).not.toBe(block.label);
    }
  });

  it('hold the same keys in both languages and no key that no block uses', () => {
    const dutch = pathsOf(blockMessages.nl).sort();
    expect(pathsOf(blockMessages.en).sort()).toEqual(dutch);
    expect(dutch).toEqual([...new Set(allKeys)].sort());
  });
});
