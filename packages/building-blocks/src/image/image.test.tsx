import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EditHarness } from '../test-support/edit-harness';
import { BlockServicesProvider } from '../block-services/block-services';
import type { UploadImage } from '../block-services/block-services';
import { expectNoAxeViolations } from '../test-utils/axe';
import { dutch } from '../test-utils/translate';
import { ImageView } from './image';
import type { ImageContent } from './image-content';
import { imageBlockSources, isImageContent } from './image-content';
import { ImageEdit } from './image-edit';

const guid = '3f2c9a1e-5b7d-4c1a-9e2f-0123456789ab';
const empty: ImageContent = {
  imageGuid: null,
  url: null,
  alt: '',
  caption: '',
  width: null,
  height: null,
};
const pngBytes = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

function Harness({
  initial = empty,
  onChange,
}: {
  initial?: ImageContent;
  onChange: (content: ImageContent) => void;
}) {
  return <EditHarness Edit={ImageEdit} t={dutch} initial={initial} onChange={onChange} />;
}

describe('image block', () => {
  it('shows an uploaded image through the image service with srcset, size and lazy loading', async () => {
    const { container } = render(
      <ImageView
        guid="b1"
        options={[]}
        content={{ ...empty, imageGuid: guid, alt: 'Het stadhuis', width: 1000, height: 500 }}
      />,
    );
    const image = screen.getByRole('img', { name: 'Het stadhuis' });
    expect(image).toHaveAttribute('src', `/a/${guid}?width=1200`);
    expect(image).toHaveAttribute(
      'srcset',
      [320, 480, 768, 960, 1200].map((w) => `/a/${guid}?width=${w} ${w}w`).join(', '),
    );
    expect(image).toHaveAttribute('sizes', '(max-width: 1000px) 100vw, 1000px');
    expect(image).toHaveAttribute('width', '1000');
    expect(image).toHaveAttribute('height', '500');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('uses a public external URL as it is and puts the caption in a figure', async () => {
    const { container } = render(
      <ImageView
        guid="b1"
        options={[]}
        content={{ ...empty, url: 'https://example.org/haven.jpg', caption: 'De haven in 1920' }}
      />,
    );
    const figure = screen.getByRole('figure');
    expect(figure.querySelector('figcaption')).toHaveTextContent('De haven in 1920');
    const image = figure.querySelector('img');
    expect(image).toHaveAttribute('src', 'https://example.org/haven.jpg');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('width');
    // An empty alt marks a decorative image: it is left out of the accessibility tree.
    expect(image).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('renders nothing for a URL that is not a public http(s) address', () => {
    for (const url of [
      'javascript:alert(1)',
      'http://192.168.1.10/a.jpg',
      'ftp://example.org/a.jpg',
      '//example.org/a.jpg',
    ]) {
      const { container, unmount } = render(
        <ImageView guid="b1" options={[]} content={{ ...empty, url, alt: 'x' }} />,
      );
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
    expect(imageBlockSources(empty)).toBeNull();
  });

  it('validates its content', () => {
    expect(isImageContent(empty)).toBe(true);
    expect(isImageContent({ ...empty, imageGuid: guid, width: 10, height: 20 })).toBe(true);
    expect(isImageContent({ ...empty, width: '10' })).toBe(false);
    expect(isImageContent({ ...empty, width: 0 })).toBe(false);
    expect(isImageContent({ ...empty, alt: undefined })).toBe(false);
    expect(isImageContent(null)).toBe(false);
  });

  it('edits url, alt text, caption and size, with a message for an unusable url once left', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} />);
    expect(screen.queryByLabelText('Afbeelding uploaden')).not.toBeInTheDocument();
    const url = screen.getByRole('textbox', { name: 'Adres van een externe afbeelding' });
    await user.type(url, 'http://localhost/a.jpg');
    expect(screen.queryByText('Dit is geen geldig openbaar webadres.')).not.toBeInTheDocument();
    await user.tab();
    expect(url).toHaveAccessibleDescription(/geen geldig openbaar/);
    expect(url).toHaveAttribute('aria-invalid', 'true');
    await user.clear(url);
    await user.type(url, 'https://example.org/a.jpg');
    expect(url).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByRole('textbox', { name: 'Alternatieve tekst' }), 'Een kade');
    await user.type(screen.getByRole('textbox', { name: 'Onderschrift' }), 'Kade');
    await user.type(screen.getByRole('spinbutton', { name: 'Breedte in pixels' }), '800');
    await user.type(screen.getByRole('spinbutton', { name: 'Hoogte in pixels' }), '600');
    expect(onChange).toHaveBeenLastCalledWith({
      imageGuid: null,
      url: 'https://example.org/a.jpg',
      alt: 'Een kade',
      caption: 'Kade',
      width: 800,
      height: 600,
    });
    // Without an upload service the guid of an image uploaded elsewhere can be typed instead.
    await user.clear(url);
    await user.type(screen.getByRole('textbox', { name: 'Id van een geüploade afbeelding' }), guid);
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ imageGuid: guid, url: null }),
    );
    expect(screen.getByRole('img', { name: 'Gekozen afbeelding' })).toHaveAttribute(
      'src',
      `/a/${guid}?width=240`,
    );
    await expectNoAxeViolations(container);
  });

  it('marks an image decorative: no alternative text asked for, an empty alt shown', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <Harness onChange={onChange} initial={{ ...empty, alt: 'Kade' }} />,
    );
    await user.click(screen.getByRole('checkbox', { name: /Alleen decoratie/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...empty, alt: 'Kade', decorative: true });
    expect(screen.queryByRole('textbox', { name: 'Alternatieve tekst' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
    const view = render(
      <ImageView
        guid="b1"
        options={[]}
        content={{ ...empty, imageGuid: guid, alt: 'Kade', decorative: true }}
      />,
    );
    expect(view.container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('uploads through the app service and keeps the uploaded size; remove clears it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const uploadImage = vi.fn<UploadImage>().mockResolvedValue({ guid, width: 1600, height: 900 });
    const { container } = render(
      <BlockServicesProvider services={{ uploadImage }}>
        <Harness onChange={onChange} initial={{ ...empty, alt: 'Kade' }} />
      </BlockServicesProvider>,
    );
    const file = new File([pngBytes], 'kade.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Afbeelding uploaden'), file);
    expect(uploadImage).toHaveBeenCalledWith(file);
    expect(await screen.findByText('De afbeelding is geüpload.')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith({
      ...empty,
      alt: 'Kade',
      imageGuid: guid,
      width: 1600,
      height: 900,
    });
    // The uploaded image is the source now: no external URL field next to it.
    expect(screen.queryByRole('textbox', { name: /externe afbeelding/ })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Afbeelding verwijderen' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...empty, alt: 'Kade' });
  });

  it('refuses a file that is not an image before uploading, and reports a failed upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const uploadImage = vi.fn<UploadImage>().mockRejectedValue(new Error('500'));
    render(
      <BlockServicesProvider services={{ uploadImage }}>
        <Harness onChange={vi.fn()} />
      </BlockServicesProvider>,
    );
    const input = screen.getByLabelText('Afbeelding uploaden');
    await user.upload(input, new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('geen PNG-, JPEG-');
    expect(uploadImage).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.upload(input, new File([pngBytes], 'a.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Het uploaden is mislukt.');
  });
});
