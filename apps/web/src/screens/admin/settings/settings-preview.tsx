import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { CSSProperties } from 'react';
import type { ColorScheme } from '@plein/api-client';
import { SiteHeader } from '@plein/layouts';
import { colorSchemeToCssVars, Logo } from '@plein/ui-kit';
import { settingImageSrc } from '../../../data/setting-image';
import { toHex } from './colour';
import type { SettingsFormValues } from './settings-values';
import './settings-preview.css';

const defaultLogoHeight = 72;

/** The scheme as typed, each colour as hex where it can be read (the theme takes hex only). */
function typedScheme(scheme: ColorScheme): Partial<ColorScheme> {
  const typed: Partial<ColorScheme> = {};
  for (const name of Object.keys(scheme) as (keyof ColorScheme)[]) {
    typed[name] = toHex(scheme[name]) ?? scheme[name];
  }
  return typed;
}

/** A whole number typed in a field, or `fallback` while it is empty or unreadable. */
const typedNumber = (value: number | '', fallback: number) =>
  value === '' || Number.isNaN(Number(value)) ? fallback : Number(value);

/**
 * A live preview of the site's header and colours as the form holds them, before they are saved:
 * the header with its logo (or the site's name) and first header image, and a sample of content
 * in the scheme's colours. It is a picture of the site, so nothing in it can be focused or used.
 */
export function SettingsPreview() {
  const { t } = useTranslation('admin');
  const { values } = useFormikContext<SettingsFormValues>();
  const scheme = colorSchemeToCssVars(typedScheme(values.colorScheme)) as CSSProperties;
  const height = typedNumber(values.headerLogoHeight, defaultLogoHeight);
  const headerImage = values.headerImages[0];
  const showsHeader = values.showHeader && values.headerVisibility !== 'never';
  return (
    <figure className="plein-settings-preview" aria-labelledby="settings-preview-caption">
      <figcaption id="settings-preview-caption" className="plein-settings-preview__caption">
        {t('settingsScreen.preview.caption')}
      </figcaption>
      <div className="plein-settings-preview__site" style={scheme} inert>
        {showsHeader ? (
          <SiteHeader
            logo={
              <Logo
                platformName={values.platformName || t('settingsScreen.preview.noName')}
                src={settingImageSrc(values.headerLogo, { height: 2 * height })}
                height={height}
                padding={typedNumber(values.headerLogoPadding, 8)}
              />
            }
            navigation={
              <ul className="plein-settings-preview__menu">
                <li>{t('settingsScreen.preview.home')}</li>
                <li>{t('settingsScreen.preview.news')}</li>
              </ul>
            }
          />
        ) : (
          <p className="plein-settings-preview__note">{t('settingsScreen.preview.noHeader')}</p>
        )}
        {showsHeader && headerImage?.imageGuid ? (
          <img
            className="plein-settings-preview__image"
            src={settingImageSrc(headerImage.imageGuid, { width: 960 })}
            alt=""
          />
        ) : null}
        <div className="plein-settings-preview__content">
          <div className="plein-settings-preview__hero">
            <p className="plein-settings-preview__title">{t('settingsScreen.preview.title')}</p>
            <p>{t('settingsScreen.preview.text')}</p>
          </div>
          <p>
            {t('settingsScreen.preview.body')}{' '}
            <span className="plein-settings-preview__link">{t('settingsScreen.preview.link')}</span>
          </p>
          <span className="plein-settings-preview__button">
            {t('settingsScreen.preview.button')}
          </span>
        </div>
      </div>
    </figure>
  );
}
