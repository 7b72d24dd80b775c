import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { colorSchemeToCssText } from '@plein/ui-kit';
import { settingImageSrc } from '../data/setting-image';
import { useSettings } from '../data/use-tenant-data';
import { themeColorOf } from '../findability/theme-color';
import type { ClientAssets } from './client-assets';

/**
 * Where the tenant's colour scheme applies: every page but the admin's, whose frame keeps the
 * platform's own neutral palette whatever colours a site picks. On the root (not the public
 * shell) so the dialogs outside the shell (cookies, terms) take the site's colours too.
 */
export const themedRoot = ':root:not(:has(.plein-admin-shell))';
import '@plein/ui-kit/base.css';
import './document.css';
import './site-font.css';
import './print.css';

/**
 * The HTML document. It is rendered by React on the server and hydrated as a whole, so the
 * language, the tenant's theme and the page title stay in step when the visitor navigates.
 */
export function Document({ assets, children }: { assets: ClientAssets; children: ReactNode }) {
  const { i18n } = useTranslation();
  const settings = useSettings();
  const themeCss = settings.colorScheme
    ? colorSchemeToCssText(settings.colorScheme, themedRoot)
    : '';
  const themeColor = themeColorOf(settings);
  const favicon = settingImageSrc(settings.faviconLogo, { width: 64, height: 64, format: 'png' });
  return (
    <html lang={i18n.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {settings.platformDescription ? (
          <meta name="description" content={settings.platformDescription} />
        ) : null}
        {themeColor ? <meta name="theme-color" content={themeColor} /> : null}
        {/* The tenant keeps its site out of search engines (decision 0017). */}
        {settings.hideFromSearchEngines ? <meta name="robots" content="noindex" /> : null}
        {settings.googleSiteVerification ? (
          <meta name="google-site-verification" content={settings.googleSiteVerification} />
        ) : null}
        {favicon ? (
          <link rel="icon" href={favicon} />
        ) : (
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        )}
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {themeCss ? <style>{themeCss}</style> : null}
      </head>
      <body>{children}</body>
    </html>
  );
}
