import { render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { BlockRenderer } from '../block-renderer/block-renderer';
import { BlockServicesProvider } from '../block-services/block-services';
import { HeaderImagesEdit } from '../header-images/header-images-edit';
import { ImageEdit } from '../image/image-edit';
import { demoPage, fakeListServices } from '../list/list-fixtures';
import { ListServicesProvider } from '../list/list-services';
import type { ListPageData, ListPageState } from '../list/list-types';
import type { BlockInstance } from '../registry/registry';
import { dutch } from '../test-utils/translate';
import { createCoreRegistry } from './core-blocks';

const imageGuid = '3f2c9a1e-5b7d-4c1a-9e2f-0123456789ab';
const otherGuid = 'c0ffee00-5b7d-4c1a-9e2f-0123456789ab';
const platform = 'https://platform.example';
const absolute = /^https:\/\/platform\.example\/a\/[0-9a-f-]{36}\?/;
const relative = /^\/a\/[0-9a-f-]{36}\?/;

const blocks: BlockInstance[] = [
  {
    guid: 'b1',
    type: 'image',
    content: { imageGuid, url: null, alt: 'Kade', caption: '', width: 1000, height: 500 },
  },
  {
    guid: 'b2',
    type: 'header-images',
    content: {
      images: [
        { guid: 'h1', imageGuid, title: 'Haven', text: '' },
        { guid: 'h2', imageGuid: otherGuid, title: '', text: '' },
      ],
    },
  },
  { guid: 'b3', type: 'list', content: { title: 'Nieuws' } },
];

/** A page of three items, two with a thumbnail. */
function picturedPage(): ListPageData {
  const page = demoPage(1, 3, 3);
  const [first, second, third] = page.items;
  return {
    ...page,
    items: [
      { ...first!, firstImageGuid: imageGuid },
      second!,
      { ...third!, firstImageGuid: otherGuid },
    ],
  };
}

/** The list's items arrive after the first render, as from the app's data layer. */
function useLaterListPage(): ListPageState {
  const [page, setPage] = useState<ListPageData>();
  useEffect(() => {
    const timer = setTimeout(() => setPage(picturedPage()), 10);
    return () => clearTimeout(timer);
  }, []);
  return { page, isLoading: !page, isError: false };
}

function renderPage(wrap: (children: ReactNode) => ReactNode = (children) => children) {
  const { services } = fakeListServices(() => ({ isLoading: true, isError: false }), {
    useListPage: useLaterListPage,
  });
  return render(
    wrap(
      <ListServicesProvider services={services}>
        <BlockRenderer blocks={blocks} registry={createCoreRegistry()} />
      </ListServicesProvider>,
    ),
  );
}

/** Every URL the page's images load: each `src` and each `srcset` candidate. */
function imageUrls(container: HTMLElement): string[] {
  return [...container.querySelectorAll('img')].flatMap((image) => [
    image.getAttribute('src') ?? '',
    ...(image.getAttribute('srcset') ?? '')
      .split(',')
      .map((candidate) => candidate.trim().split(' ')[0] ?? '')
      .filter(Boolean),
  ]);
}

describe('an image base URL from the block services', () => {
  it('makes every image URL of the image, header-images and list blocks absolute', async () => {
    // A trailing slash is dropped: no `//a/` in the URLs.
    const { container } = renderPage((children) => (
      <BlockServicesProvider services={{ imageBaseUrl: `${platform}/` }}>
        {children}
      </BlockServicesProvider>
    ));
    await screen.findByRole('link', { name: 'Bericht 3' });
    const images = [...container.querySelectorAll('img')];
    // The image, two header images and two thumbnails (the second item has no image).
    expect(images).toHaveLength(5);
    expect(screen.getByRole('img', { name: 'Kade' })).toHaveAttribute(
      'src',
      `${platform}/a/${imageGuid}?width=1200`,
    );
    expect(container.querySelector('.plein-header-images__image')).toHaveAttribute(
      'srcset',
      `${platform}/a/${imageGuid}?width=600 600w, ${platform}/a/${imageGuid}?width=1200 1200w`,
    );
    const thumbnails = [...container.querySelectorAll('.plein-list__item-image')];
    expect(thumbnails.map((image) => image.getAttribute('src'))).toEqual([
      `${platform}/a/${imageGuid}?width=480&height=320&fit=cover`,
      `${platform}/a/${otherGuid}?width=480&height=320&fit=cover`,
    ]);
    for (const image of images) expect(image.getAttribute('srcset')).toBeTruthy();
    const urls = imageUrls(container);
    expect(urls.length).toBeGreaterThan(images.length);
    for (const url of urls) expect(url).toMatch(absolute);
  });

  it('leaves the image URLs relative without one, as the platform’s own app renders them', async () => {
    const { container } = renderPage();
    await screen.findByRole('link', { name: 'Bericht 3' });
    expect(container.querySelectorAll('img')).toHaveLength(5);
    const urls = imageUrls(container);
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) expect(url).toMatch(relative);
  });

  it('points the image previews of the Edit forms at it too', async () => {
    render(
      <BlockServicesProvider services={{ imageBaseUrl: platform }}>
        <ImageEdit
          guid="b1"
          t={dutch}
          onChange={() => {}}
          content={{ imageGuid, url: null, alt: '', caption: '', width: null, height: null }}
        />
        <HeaderImagesEdit
          guid="b2"
          t={dutch}
          onChange={() => {}}
          content={{ images: [{ guid: 'h1', imageGuid: otherGuid, title: '', text: '' }] }}
        />
      </BlockServicesProvider>,
    );
    const previews = await screen.findAllByRole('img', { name: 'Gekozen afbeelding' });
    expect(previews.map((image) => image.getAttribute('src'))).toEqual([
      `${platform}/a/${imageGuid}?width=240`,
      `${platform}/a/${otherGuid}?width=240`,
    ]);
  });
});
