import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { blockMessages } from '../core-blocks/block-messages';
import type { Translate } from '../registry/registry';

/** The cookie categories a block may need consent for before it loads anything from elsewhere. */
export type BlockConsentCategory = 'video';

/**
 * The visitor's cookie consent, as the app keeps it (this package does not read the app's store).
 * Without it, blocks act as if nothing was accepted.
 */
export interface ConsentServices {
  /** Whether the visitor accepted the category. */
  hasConsent(category: BlockConsentCategory): boolean;
  /**
   * The visitor asks to accept the category (e.g. "accept video cookies and play"). The app stores
   * the consent; the provider then re-renders with `hasConsent` answering true.
   */
  requestConsent(category: BlockConsentCategory): void;
}

/**
 * An uploaded image as the editor needs it; the API's `UploadedImage` (`POST /a/upload`) fits.
 */
export interface UploadedBlockImage {
  guid: string;
  width: number;
  height: number;
}

/**
 * Uploads an image file for a block and answers the stored image (public scope). The file has
 * already passed the browser check (type and 30 MB limit); a rejected promise shows the
 * upload-failed message.
 */
export type UploadImage = (file: File) => Promise<UploadedBlockImage>;

/** What the blocks need from the app; everything is optional. */
export interface BlockServices {
  /**
   * Translates the texts visitors see in View components (e.g. the video placeholder), with the
   * keys of the blocks' `...TranslationKeys`. Defaults to the Dutch texts of `blockMessages`.
   */
  t: Translate;
  /** Uploads images from the image and header-images Edit forms; without it no upload field. */
  uploadImage?: UploadImage | undefined;
  /** The visitor's cookie consent; without it the video block never loads the player. */
  consent?: ConsentServices | undefined;
  /**
   * Where the blocks' image URLs point: the platform's origin or a path prefix, e.g.
   * `https://platform.example` (a trailing slash is dropped). A front end on another origin than
   * the platform needs it, as the default relative `/a/{guid}` URLs only load same-origin; with it
   * every image the blocks render (image, header images, list thumbnails, editor previews) is
   * `{imageBaseUrl}/a/{guid}?…`. Without it (the platform's own app) the URLs stay relative.
   */
  imageBaseUrl?: string | undefined;
}

/**
 * Looks a dotted key (`blocks.video.play`) up in a nested message object; the key itself when
 * missing, as i18next does.
 */
export function lookUpMessage(messages: unknown, key: string): string {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return key;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : key;
}

/**
 * An image base URL as the URL builder takes it: trimmed, without trailing slashes (`/a/…` is
 * appended); '' for the same origin.
 */
function normalizeImageBaseUrl(baseUrl: string): string {
  return baseUrl.trim().replace(/\/+$/, '');
}

const defaultServices: BlockServices = { t: (key) => lookUpMessage(blockMessages.nl, key) };

const BlockServicesContext = createContext<BlockServices>(defaultServices);

/** Props of {@link BlockServicesProvider}. */
export interface BlockServicesProviderProps {
  /** Services for the blocks below; what is left out comes from an outer provider. */
  services: Partial<BlockServices>;
  children?: ReactNode;
}

/**
 * Gives the blocks below it their services: the visitor's language, consent, (in the editor)
 * image uploads and, on another origin than the platform, the images' base URL. Providers nest:
 * an inner one adds to or overrides the outer one, so the app can give `t` and `consent` once at
 * the root and `uploadImage` in the page editor only.
 *
 * @example
 * <BlockServicesProvider services={{ t, consent: { hasConsent, requestConsent } }}>
 *   <BlockRenderer blocks={blocks} registry={registry} />
 * </BlockServicesProvider>
 * // A front end on its own origin: images from the platform (`https://platform.example/a/…`).
 * <BlockServicesProvider services={{ imageBaseUrl: 'https://platform.example' }}>…</BlockServicesProvider>
 */
export function BlockServicesProvider({ services, children }: BlockServicesProviderProps) {
  const outer = useContext(BlockServicesContext);
  const { t, uploadImage, consent, imageBaseUrl } = services;
  const value = useMemo<BlockServices>(
    () => ({
      t: t ?? outer.t,
      uploadImage: uploadImage ?? outer.uploadImage,
      consent: consent ?? outer.consent,
      imageBaseUrl:
        imageBaseUrl === undefined ? outer.imageBaseUrl : normalizeImageBaseUrl(imageBaseUrl),
    }),
    [outer, t, uploadImage, consent, imageBaseUrl],
  );
  return <BlockServicesContext value={value}>{children}</BlockServicesContext>;
}

/**
 * The services of the nearest {@link BlockServicesProvider}; outside one, Dutch texts, no
 * uploads or consent, and relative image URLs.
 *
 * @example
 * const { t, consent } = useBlockServices();
 */
export function useBlockServices(): BlockServices {
  return useContext(BlockServicesContext);
}
