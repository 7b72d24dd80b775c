import { useTranslation } from 'react-i18next';
import { useGetSiteAddressQuery } from '@plein/api-client';
import { settingImageSrc } from '../data/setting-image';
import { useSettings } from '../data/use-tenant-data';
import { absoluteUrl } from './absolute-url';
import type { LanguageAlternate } from './language-alternates';
import { articleJsonLd, organizationJsonLd } from './structured-data';
import type { ArticleFacts } from './structured-data';
import { StructuredDataScript } from './structured-data-script';

/** A list's feed, for the page's feed autodiscovery. */
export interface FeedLink {
  title: string;
  path: string;
}

/** Props of {@link FindabilityHead}. */
export interface FindabilityHeadProps {
  /** Where the site links the page (its canonical address, without the origin). */
  path: string;
  title: string;
  /** The content's language (`nl`, or a legal page's or item's own). */
  language: 'nl' | 'en';
  /** `hreflang` versions of the page; none when it exists in one language. */
  alternates?: readonly LanguageAlternate[];
  /** A list item's page: its article facts (the page is then an article). */
  article?: Pick<ArticleFacts, 'headline' | 'typeName' | 'datePublished' | 'description'>;
  /** Feeds of the lists the page shows. */
  feeds?: readonly FeedLink[];
}

/** The sharing preview image: the site's first header image, as wide as sharing previews are. */
const sharingImageOptions = { width: 1200, format: 'jpeg' } as const;

const ogLocales = { nl: 'nl_NL', en: 'en_GB' } as const;

/**
 * What search engines and sharing previews read of a published public page
 * (docs/decisions/0017-findability.md): the canonical link on the site's own origin (its primary
 * domain), `hreflang` versions, feed autodiscovery, OpenGraph and Twitter card tags with the
 * header image, and JSON-LD (the Organization, and an article for a list item). React hoists the
 * links and metas into the head; the JSON-LD stays where it is rendered, as search engines read
 * it anywhere. Only the tenant's public data goes in, so the page stays one for every visitor.
 * Nothing is rendered while the site's address is unknown: no relative canonical.
 */
export function FindabilityHead({
  path,
  title,
  language,
  alternates = [],
  article,
  feeds = [],
}: FindabilityHeadProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const origin = useGetSiteAddressQuery().data?.origin;
  if (!origin) return null;
  const url = absoluteUrl(origin, path);
  const siteName = settings.platformName ?? '';
  const description = article?.description || settings.platformDescription || '';
  const headerImage = settingImageSrc(settings.headerImages?.[0]?.imageGuid, sharingImageOptions);
  const image = headerImage ? absoluteUrl(origin, headerImage) : undefined;
  const logoSrc = settingImageSrc(settings.headerLogo, { height: 256, format: 'png' });
  const organization = {
    name: siteName,
    url: absoluteUrl(origin, '/'),
    ...(logoSrc ? { logo: absoluteUrl(origin, logoSrc) } : {}),
  };
  const structuredData = [organizationJsonLd(organization)];
  if (article) {
    structuredData.push(
      articleJsonLd({ ...article, url, image, language, publisher: organization }),
    );
  }
  return (
    <>
      <link rel="canonical" href={url} />
      {alternates.map((alternate) => (
        <link
          key={alternate.hreflang}
          rel="alternate"
          hrefLang={alternate.hreflang}
          href={absoluteUrl(origin, alternate.path)}
        />
      ))}
      {feeds.map((feed) => (
        <link
          key={feed.path}
          rel="alternate"
          type="application/atom+xml"
          title={t('findability.feedTitle', { title: feed.title, site: siteName })}
          href={absoluteUrl(origin, feed.path)}
        />
      ))}
      <meta property="og:type" content={article ? 'article' : 'website'} />
      <meta property="og:title" content={title} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content={ogLocales[language]} />
      {description ? <meta property="og:description" content={description} /> : null}
      {image ? <meta property="og:image" content={image} /> : null}
      {article ? <meta property="article:published_time" content={article.datePublished} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      {description ? <meta name="twitter:description" content={description} /> : null}
      {image ? <meta name="twitter:image" content={image} /> : null}
      {structuredData.map((data) => (
        <StructuredDataScript key={String(data['@type'])} data={data} />
      ))}
    </>
  );
}
