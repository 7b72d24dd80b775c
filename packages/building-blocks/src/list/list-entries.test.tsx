import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { ListEntries } from './list-entries';
import { demoEntries, fakeListServices } from './list-fixtures';

const imageGuid = '3f2c9a1e-5b7d-4c1a-9e2f-0123456789ab';
const { services } = fakeListServices(() => ({ isLoading: false, isError: false }));

describe('list entries as cards', () => {
  it('show an item’s first image as a decorative thumbnail from the image service, its room kept', async () => {
    const [pictured, plain, later] = demoEntries(3);
    const { container } = render(
      <ListEntries
        items={[
          { ...pictured!, firstImageGuid: imageGuid },
          plain!,
          { ...later!, firstImageGuid: imageGuid },
        ]}
        services={services}
        headingLevel={3}
      />,
    );
    const cards = screen.getAllByRole('listitem');
    const image = cards[0]!.querySelector('img')!;
    expect(image.getAttribute('alt')).toBe('');
    expect(image.getAttribute('src')).toBe(`/a/${imageGuid}?width=480&height=320&fit=cover`);
    expect(image.getAttribute('srcset')).toBe(
      [320, 480, 768, 960]
        .map(
          (width) =>
            `/a/${imageGuid}?width=${width}&height=${Math.round(width / 1.5)}&fit=cover ${width}w`,
        )
        .join(', '),
    );
    expect(image.getAttribute('sizes')).toBe(
      '(min-width: 1024px) 480px, (min-width: 600px) 50vw, 100vw',
    );
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['480', '320']);
    // The first may be the largest thing on the screen: it loads at once, later ones lazily.
    expect(image.getAttribute('loading')).toBe('eager');
    expect(cards[2]!.querySelector('img')!.getAttribute('loading')).toBe('lazy');
    expect(cards[1]!.querySelector('img')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('name the item in a heading that links to it, with its date and description', () => {
    const [entry] = demoEntries(1);
    render(<ListEntries items={[entry!]} services={services} headingLevel={2} />);
    const card = within(screen.getByRole('listitem'));
    expect(card.getByRole('heading', { level: 2, name: 'Bericht 1' })).toBeTruthy();
    expect(card.getByRole('link', { name: 'Bericht 1' }).getAttribute('href')).toBe(
      '/nieuws/i/item-1/bericht-1',
    );
    expect(card.getByText('2026-01-30').closest('time')?.getAttribute('datetime')).toBe(
      entry!.publishedOn,
    );
    expect(card.getByText('Beschrijving 1')).toBeTruthy();
  });
});
