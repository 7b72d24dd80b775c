import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { ColorScheme } from '@plein/api-client';
import {
  WCAG_AA_CONTRAST,
  colorSchemeTextPairs,
  contrastRatio,
  isColor,
  isOpaqueColor,
} from '@plein/validation';
import { FormCheckbox } from '../../../forms/form-checkbox';
import { FormTextField } from '../../../forms/form-text-field';
import { toHex } from './colour';
import { SettingsFieldset } from './form-parts';
import { colorSchemeNames } from './settings-schema';
import { SettingImageField } from './setting-image-field';
import type { SettingsFormValues } from './settings-values';

/** A colour as text (hex, rgb() or rgba()) with a colour picker beside it. */
function ColourField({
  name,
  label,
  description,
}: {
  name: string;
  label: string;
  description?: string;
}) {
  const { t } = useTranslation('admin');
  const [field, , helpers] = useField<string>(name);
  const swatch = toHex(field.value ?? '');
  return (
    <div className="plein-colour-field">
      <FormTextField
        name={name}
        label={label}
        description={description ?? t('settingsScreen.colours.format')}
        autoComplete="off"
        spellCheck={false}
      />
      <input
        type="color"
        className="plein-colour-field__picker"
        aria-label={t('settingsScreen.colours.pick', { name: label })}
        value={swatch ?? '#000000'}
        onChange={(event) => {
          void helpers.setTouched(true, false);
          void helpers.setValue(event.target.value);
        }}
      />
    </div>
  );
}

/** One text/background pair: its contrast ratio and whether it meets WCAG AA. */
function ContrastResult({
  foreground,
  background,
}: {
  foreground: keyof ColorScheme;
  background: keyof ColorScheme;
}) {
  const { t, i18n } = useTranslation('admin');
  const { values } = useFormikContext<SettingsFormValues>();
  const fg = values.colorScheme[foreground]?.trim() ?? '';
  const bg = values.colorScheme[background]?.trim() ?? '';
  const pair = { pair: t(`settingsScreen.colours.pairs.${foreground}-${background}`) };
  const valid = isColor(fg) && isColor(bg) && isOpaqueColor(fg) && isOpaqueColor(bg);
  const ratio = valid ? contrastRatio(fg, bg) : null;
  const passes = ratio !== null && ratio >= WCAG_AA_CONTRAST.normal;
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (
    <li
      className={`plein-contrast plein-contrast--${ratio === null ? 'unknown' : passes ? 'pass' : 'fail'}`}
    >
      {/* A sample of the pair; an image, so page checks judge only real text. */}
      <svg
        className="plein-contrast__sample"
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 40 28"
        width="40"
        height="28"
      >
        <rect
          width="40"
          height="28"
          rx="4"
          fill={valid ? (toHex(bg) ?? '#ffffff') : '#ffffff'}
          stroke="currentColor"
        />
        <text
          x="20"
          y="19"
          textAnchor="middle"
          fontSize="14"
          fontWeight="700"
          fill={valid ? (toHex(fg) ?? '#000000') : '#000000'}
        >
          {t('settingsScreen.colours.sample')}
        </text>
      </svg>
      <output>
        {ratio === null
          ? t('settingsScreen.colours.contrastUnknown', pair)
          : t(
              passes
                ? 'settingsScreen.colours.contrastPass'
                : 'settingsScreen.colours.contrastFail',
              {
                ...pair,
                ratio: format.format(ratio),
                needed: format.format(WCAG_AA_CONTRAST.normal),
              },
            )}
      </output>
    </li>
  );
}

/** Colours: the colour scheme with a live contrast check, the browser colour and the favicon. */
export function ColoursFieldset() {
  const { t } = useTranslation('admin');
  return (
    <SettingsFieldset
      legend={t('settingsScreen.colours.legend')}
      intro={t('settingsScreen.colours.intro')}
    >
      <div className="plein-settings__colours">
        {colorSchemeNames.map((name) => (
          <ColourField
            key={name}
            name={`colorScheme.${name}`}
            label={t(`settingsScreen.colours.names.${name}`)}
          />
        ))}
      </div>
      <section aria-labelledby="contrast-heading" className="plein-settings__contrast">
        <h3 id="contrast-heading">{t('settingsScreen.colours.contrastTitle')}</h3>
        <ul>
          {colorSchemeTextPairs.map(([foreground, background]) => (
            <ContrastResult
              key={`${foreground}-${background}`}
              foreground={foreground}
              background={background}
            />
          ))}
        </ul>
      </section>
      <FormCheckbox
        name="useBrowserColor"
        label={t('settingsScreen.colours.useBrowserColor')}
        description={t('settingsScreen.colours.useBrowserColorHelp')}
      />
      <ColourField name="browserColor" label={t('settingsScreen.colours.browserColor')} />
      <SettingImageField
        name="faviconLogo"
        label={t('settingsScreen.colours.favicon')}
        description={t('settingsScreen.colours.faviconHelp')}
      />
    </SettingsFieldset>
  );
}
