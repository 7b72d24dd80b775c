import { describe, expect, it } from 'vitest';
import {
  invalidPageDisplayOptions,
  pageDisplayChoice,
  withPageDisplayChoice,
} from './page-display';

describe('page display options', () => {
  it('reads a page choice, and nothing when the page leaves it to the site', () => {
    const options = [
      { name: 'showFooter', value: 'false' },
      { name: 'showHeader', value: 'true' },
    ];
    expect(pageDisplayChoice(options, 'showFooter')).toBe(false);
    expect(pageDisplayChoice(options, 'showHeader')).toBe(true);
    expect(pageDisplayChoice(options, 'showBreadcrumbs')).toBeUndefined();
  });

  it('names the display options whose value is neither true nor false', () => {
    expect(
      invalidPageDisplayOptions([
        { name: 'showFooter', value: 'yes' },
        { name: 'showHeader', value: 'false' },
        { name: 'somethingElse', value: 'anything' },
      ]),
    ).toEqual(['showFooter']);
  });

  it('sets and removes a choice, keeping the other options', () => {
    const options = [{ name: 'other', value: '1' }];
    const hidden = withPageDisplayChoice(options, 'showBreadcrumbs', false);
    expect(hidden).toEqual([
      { name: 'other', value: '1' },
      { name: 'showBreadcrumbs', value: 'false' },
    ]);
    expect(withPageDisplayChoice(hidden, 'showBreadcrumbs', undefined)).toEqual(options);
  });
});
