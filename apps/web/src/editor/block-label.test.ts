import { describe, expect, it } from 'vitest';
import { packagedBlockText } from './block-label';

describe('packagedBlockText', () => {
  it("reads the building blocks' own texts by key, Dutch unless English is asked for", () => {
    expect(packagedBlockText('nl', 'blocks.richText.label')).toBe('Tekst');
    expect(packagedBlockText('en', 'blocks.richText.label')).toBe('Text');
    expect(packagedBlockText('de', 'blocks.richText.label')).toBe('Tekst');
  });

  it('knows nothing of other keys or of a key that names a group', () => {
    expect(packagedBlockText('nl', 'editor.add')).toBeUndefined();
    expect(packagedBlockText('nl', 'blocks.hero')).toBeUndefined();
    expect(packagedBlockText('nl', 'blocks.hero.label.more')).toBeUndefined();
  });
});
