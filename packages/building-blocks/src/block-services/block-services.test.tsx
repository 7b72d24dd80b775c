import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BlockServicesProvider, useBlockServices } from './block-services';
import type { ConsentServices, UploadImage } from './block-services';

function Probe() {
  const { t, consent, uploadImage } = useBlockServices();
  return (
    <p>
      {t('blocks.video.play')} | {consent ? 'consent' : 'no consent'} |{' '}
      {uploadImage ? 'upload' : 'no upload'} | {t('blocks.unknown')}
    </p>
  );
}

describe('block services', () => {
  it('default to the Dutch texts, no consent and no uploads', () => {
    render(<Probe />);
    expect(
      screen.getByText(
        'Video-cookies accepteren en afspelen | no consent | no upload | blocks.unknown',
      ),
    ).toBeInTheDocument();
  });

  it('take an image base URL without its trailing slash, inherited by inner providers', () => {
    function BaseProbe() {
      return <p>base: {useBlockServices().imageBaseUrl ?? 'none'}</p>;
    }
    const { rerender } = render(<BaseProbe />);
    expect(screen.getByText('base: none')).toBeInTheDocument();
    rerender(
      <BlockServicesProvider services={{ imageBaseUrl: ' https://platform.example/ ' }}>
        <BlockServicesProvider services={{ t: (key) => key }}>
          <BaseProbe />
        </BlockServicesProvider>
      </BlockServicesProvider>,
    );
    expect(screen.getByText('base: https://platform.example')).toBeInTheDocument();
    rerender(
      <BlockServicesProvider services={{ imageBaseUrl: 'https://platform.example' }}>
        <BlockServicesProvider services={{ imageBaseUrl: '/platform//' }}>
          <BaseProbe />
        </BlockServicesProvider>
      </BlockServicesProvider>,
    );
    expect(screen.getByText('base: /platform')).toBeInTheDocument();
  });

  it('merge nested providers, the inner one adding to and overriding the outer one', () => {
    const consent: ConsentServices = { hasConsent: () => false, requestConsent: vi.fn() };
    const uploadImage = vi.fn<UploadImage>();
    render(
      <BlockServicesProvider services={{ t: (key) => `outer:${key}`, consent }}>
        <BlockServicesProvider services={{ uploadImage, t: (key) => `inner:${key}` }}>
          <Probe />
        </BlockServicesProvider>
      </BlockServicesProvider>,
    );
    expect(
      screen.getByText('inner:blocks.video.play | consent | upload | inner:blocks.unknown'),
    ).toBeInTheDocument();
  });
});
