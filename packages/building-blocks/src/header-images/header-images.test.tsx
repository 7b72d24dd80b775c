import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EditHarness } from '../test-support/edit-harness';
import { BlockServicesProvider } from '../block-services/block-services';
import type { UploadImage } from '../block-services/block-services';
import { expectNoAxeViolations } from '../test-utils/axe';
import { dutch } from '../test-utils/translate';
import { HeaderImagesView } from './header-images';
import type { HeaderImage } from '@plein/validation';
import type { HeaderImagesContent } from './header-images-content';
import { isHeaderImagesContent } from './header-images-content';
import { HeaderImagesEdit } from './header-images-edit';

const imageGuid = '3f2c9a1e-5b7d-4c1a-9e2f-0123456789ab';
const otherGuid = 'c0ffee00-5b7d-4c1a-9e2f-0123456789ab';
const harbour: HeaderImage = {
  guid: 'h1',
  imageGuid,
  title: 'Welkom in de haven',
  text: 'Wonen en werken aan het water.',
};
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function Harness(props: {
  initial: HeaderImagesContent;
  onChange: (content: HeaderImagesContent) => void;
}) {
  return <EditHarness Edit={HeaderImagesEdit} t={dutch} {...props} />;
}

describe('header-images block', () => {
  it('shows the image at 1200 px (600 px on small screens) with its text on a solid panel', async () => {
    const { container } = render(
      <HeaderImagesView guid="b1" options={[]} content={{ images: [harbour] }} />,
    );
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', `/a/${imageGuid}?width=1200`);
    expect(image).toHaveAttribute(
      'srcset',
      `/a/${imageGuid}?width=600 600w, /a/${imageGuid}?width=1200 1200w`,
    );
    expect(image).toHaveAttribute('sizes', '(max-width: 600px) 600px, 1200px');
    // Decorative: the panel's title and text carry the meaning.
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('loading', 'eager');
    const panel = screen.getByText('Welkom in de haven').parentElement;
    expect(panel).toHaveClass('plein-header-images__panel');
    expect(panel).toHaveTextContent('Wonen en werken aan het water.');
    await expectNoAxeViolations(container);
  });

  it('lists several images, loading all but the first lazily', async () => {
    const { container } = render(
      <HeaderImagesView
        guid="b1"
        options={[]}
        content={{
          images: [harbour, { guid: 'h2', imageGuid: otherGuid, title: '', text: '' }],
        }}
      />,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]?.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(items[1]?.querySelector('.plein-header-images__panel')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('renders nothing without images', () => {
    const { container } = render(
      <HeaderImagesView guid="b1" options={[]} content={{ images: [] }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('validates its content', () => {
    expect(isHeaderImagesContent({ images: [harbour] })).toBe(true);
    expect(isHeaderImagesContent({ images: [] })).toBe(true);
    expect(isHeaderImagesContent({ images: [{ ...harbour, imageGuid: null }] })).toBe(false);
    expect(isHeaderImagesContent({ images: {} })).toBe(false);
    expect(isHeaderImagesContent(undefined)).toBe(false);
  });

  it('adds, edits, reorders and removes images with named buttons, keeping the focus', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Harness initial={{ images: [harbour] }} onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Afbeelding toevoegen' }));
    const second = screen.getByRole('group', { name: 'Afbeelding 2' });
    const guidField = within(second).getByRole('textbox', {
      name: 'Id van een geüploade afbeelding',
    });
    expect(guidField).toHaveFocus();
    await user.type(guidField, otherGuid);
    await user.type(within(second).getByRole('textbox', { name: 'Titel' }), 'Markt');
    const added = onChange.mock.lastCall?.[0] as HeaderImagesContent;
    expect(added.images[1]).toEqual({
      guid: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      imageGuid: otherGuid,
      title: 'Markt',
      text: '',
    });

    const up = screen.getByRole('button', { name: 'Omhoog: Afbeelding 2' });
    await user.click(up);
    expect(onChange.mock.lastCall?.[0]).toEqual({ images: [added.images[1], harbour] });
    // The moved image is now the first: its Up button keeps the focus and is unavailable.
    const movedUp = screen.getByRole('button', { name: 'Omhoog: Afbeelding 1' });
    expect(movedUp).toHaveFocus();
    expect(movedUp).toHaveAttribute('aria-disabled', 'true');
    const calls = onChange.mock.calls.length;
    await user.click(movedUp);
    expect(onChange).toHaveBeenCalledTimes(calls);

    await user.click(screen.getByRole('button', { name: 'Omlaag: Afbeelding 1' }));
    expect(screen.getByRole('button', { name: 'Omlaag: Afbeelding 2' })).toHaveFocus();
    expect(onChange.mock.lastCall?.[0]).toEqual({ images: [harbour, added.images[1]] });

    await user.click(screen.getByRole('button', { name: 'Verwijderen: Afbeelding 1' }));
    expect(onChange.mock.lastCall?.[0]).toEqual({ images: [added.images[1]] });
    expect(screen.getByRole('button', { name: 'Verwijderen: Afbeelding 1' })).toHaveFocus();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Verwijderen: Afbeelding 1' }));
    expect(screen.getByText('Er zijn nog geen afbeeldingen.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Afbeelding toevoegen' })).toHaveFocus();
  });

  it('uploads an image for an entry through the app service', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const uploadImage = vi.fn<UploadImage>().mockResolvedValue({
      guid: otherGuid,
      width: 2400,
      height: 800,
    });
    const { container } = render(
      <BlockServicesProvider services={{ uploadImage }}>
        <Harness initial={{ images: [harbour] }} onChange={onChange} />
      </BlockServicesProvider>,
    );
    expect(screen.queryByRole('textbox', { name: /Id van/ })).not.toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Afbeelding uploaden'),
      new File([pngBytes], 'markt.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('De afbeelding is geüpload.')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith({ images: [{ ...harbour, imageGuid: otherGuid }] });
    await expectNoAxeViolations(container);
  });

  it('stops adding at ten images', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const images = Array.from({ length: 10 }, (_, i) => ({ ...harbour, guid: `h${i}` }));
    render(<Harness initial={{ images }} onChange={onChange} />);
    const add = screen.getByRole('button', { name: 'Afbeelding toevoegen' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    await user.click(add);
    expect(onChange).not.toHaveBeenCalled();
  });
});
