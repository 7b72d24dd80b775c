import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { emptyFormField } from '@plein/validation';
import type { PublicForm } from '@plein/validation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockServicesProvider } from '../block-services/block-services';
import { expectNoAxeViolations } from '../test-utils/axe';
import { english } from '../test-utils/translate';
import { FormView } from './form';
import { FormServicesProvider } from './form-services';
import type { FormImageUploadResult, FormServices, FormSubmitResult } from './form-services';

const formGuid = '0b5c4a56-8b7e-4c0e-9f1a-2a3b4c5d6e7f';
const imageGuid = '5b5c4a56-8b7e-4c0e-9f1a-2a3b4c5d6e7f';

const form: PublicForm = {
  guid: formGuid,
  version: 1,
  content: {
    title: { nl: 'Melding', en: 'Report' },
    introduction: { nl: '', en: '' },
    confirmation: { nl: '', en: '' },
    fields: [
      {
        ...emptyFormField('image', 'photo'),
        label: { nl: 'Foto', en: 'Photo' },
        help: { nl: '', en: 'Of the spot.' },
        required: true,
      },
    ],
  },
  openState: 'open',
  openDate: null,
  closeDate: null,
  refusal: null,
};

function services(over: Partial<FormServices> = {}): FormServices {
  return {
    language: 'en',
    usePublicForm: () => ({ status: 'ready', form }),
    submit: vi.fn((): Promise<FormSubmitResult> =>
      Promise.resolve({ sent: true, receiptHref: null }),
    ),
    postAction: '/contact',
    hiddenFields: [],
    postOutcome: () => null,
    formatDateTime: (iso) => iso,
    signInHref: '/login',
    ...over,
  };
}

const tree = (formServices: FormServices) => (
  <BlockServicesProvider services={{ t: english }}>
    <FormServicesProvider services={formServices}>
      <FormView guid="b1" options={[]} content={{ formGuid }} />
    </FormServicesProvider>
  </BlockServicesProvider>
);

const hidden = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="hidden"][name="photo"]')!;

const photo = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' });

beforeEach(() => {
  // jsdom has no object URLs: the preview gets a stand-in.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('an image field of the form block', () => {
  it('posts its file as multipart without JavaScript, beside a hidden answer', () => {
    const html = renderToString(tree(services({ uploadImage: vi.fn() })));
    // HTML attribute names are case-insensitive; React writes `encType`.
    expect(html).toMatch(/enctype="multipart\/form-data"/i);
    expect(html).toContain('type="file"');
    expect(html).toMatch(/type="hidden" name="photo" value=""/);
    expect(html).not.toContain('Remove image');
  });

  it('uploads a chosen file at once, shows it, and sends its guid as the answer', async () => {
    const progress: number[] = [];
    let finish: (result: FormImageUploadResult) => void = () => undefined;
    const uploadImage = vi.fn(
      (_form: string, _file: File, onProgress: (percent: number) => void) =>
        new Promise<FormImageUploadResult>((resolve) => {
          onProgress(40);
          progress.push(40);
          finish = resolve;
        }),
    );
    const formServices = services({ uploadImage });
    const user = userEvent.setup();
    const { container } = render(tree(formServices));
    const input = screen.getByLabelText(/Photo/);
    expect(input.getAttribute('aria-describedby')).toContain('b1-photo-description');
    await user.upload(input, photo());
    expect(uploadImage).toHaveBeenCalledWith(formGuid, expect.any(File), expect.any(Function));
    expect(await screen.findByText('Sending the image: 40%.')).toBeTruthy();
    await act(() => {
      finish({ ok: true, guid: imageGuid });
      return Promise.resolve();
    });
    expect(screen.getByRole('status').textContent).toBe('The image was added.');
    expect(hidden(container).value).toBe(imageGuid);
    expect(screen.getByAltText('Preview of the chosen image')).toBeTruthy();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(formServices.submit).toHaveBeenCalledWith(formGuid, {
      version: 1,
      answers: { photo: imageGuid },
      website: '',
    });
  });

  it('says why an upload failed, and removes an image on request', async () => {
    const results: FormImageUploadResult[] = [
      { ok: false, failure: 'tooLarge' },
      { ok: true, guid: imageGuid },
    ];
    const uploadImage = vi.fn(() => Promise.resolve(results.shift()!));
    const user = userEvent.setup();
    const { container } = render(tree(services({ uploadImage })));
    const input = screen.getByLabelText(/Photo/);
    await user.upload(input, photo());
    expect(screen.getByRole('status').textContent).toBe(
      'This image is larger than 10 MB. Choose a smaller one.',
    );
    expect(hidden(container).value).toBe('');
    await user.upload(input, photo());
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(hidden(container).value).toBe('');
    expect(screen.getByRole('status').textContent).toBe('The image was removed.');
    expect(document.activeElement).toBe(input);
  });
});
