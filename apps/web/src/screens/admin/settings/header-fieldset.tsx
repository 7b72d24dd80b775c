import { FieldArray, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Button, Stack } from '@plein/ui-kit';
import { FormCheckbox } from '../../../forms/form-checkbox';
import { FormTextField } from '../../../forms/form-text-field';
import { FormSelect } from '../shared/form-select';
import { FormTextArea } from '../shared/form-text-area';
import { ListError, newGuid, SettingsFieldset, useFocusLater } from './form-parts';
import { settingsLimits } from './settings-schema';
import { SettingImageField } from './setting-image-field';
import type { SettingsFormValues } from './settings-values';

const visibilities = ['always', 'home', 'never'] as const;

/** The header images: each an image guid with a title and a text. */
function HeaderImagesEditor() {
  const { t } = useTranslation('admin');
  const { values } = useFormikContext<SettingsFormValues>();
  const focusLater = useFocusLater();
  return (
    <FieldArray name="headerImages">
      {(list) => (
        <fieldset className="plein-settings__list">
          <legend>{t('settingsScreen.header.images')}</legend>
          <p className="plein-settings__help">{t('settingsScreen.header.imagesHelp')}</p>
          {values.headerImages.length === 0 ? <p>{t('settingsScreen.header.noImages')}</p> : null}
          <ul className="plein-settings__entries">
            {values.headerImages.map((image, index) => (
              <li key={image.guid} className="plein-settings__entry">
                <fieldset>
                  <legend>{t('settingsScreen.header.image', { number: index + 1 })}</legend>
                  <Stack gap={3}>
                    <FormTextField
                      id={`header-image-${image.guid}`}
                      name={`headerImages.${index}.imageGuid`}
                      label={t('settingsScreen.header.imageGuid')}
                      description={t('settingsScreen.header.imageGuidHelp')}
                      autoComplete="off"
                      spellCheck={false}
                    />
                    <FormTextField
                      name={`headerImages.${index}.title`}
                      label={t('settingsScreen.header.imageTitle')}
                      autoComplete="off"
                    />
                    <FormTextArea
                      rows={3}
                      name={`headerImages.${index}.text`}
                      label={t('settingsScreen.header.imageText')}
                    />
                    <div>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => {
                          list.remove(index);
                          focusLater('header-images-add');
                        }}
                      >
                        {t('settingsScreen.header.removeImageNamed', { number: index + 1 })}
                      </Button>
                    </div>
                  </Stack>
                </fieldset>
              </li>
            ))}
          </ul>
          <ListError name="headerImages" id="header-images-error" />
          {values.headerImages.length < settingsLimits.headerImages ? (
            <div>
              <Button
                id="header-images-add"
                size="sm"
                variant="secondary"
                onClick={() => {
                  const guid = newGuid();
                  list.push({ guid, imageGuid: '', title: '', text: '' });
                  focusLater(`header-image-${guid}`);
                }}
              >
                {t('settingsScreen.header.addImage')}
              </Button>
            </div>
          ) : null}
        </fieldset>
      )}
    </FieldArray>
  );
}

/** Header: whether and where it shows, the logo and its size, the header images. */
export function HeaderFieldset() {
  const { t } = useTranslation('admin');
  return (
    <SettingsFieldset legend={t('settingsScreen.header.legend')}>
      <FormCheckbox
        name="showHeader"
        label={t('settingsScreen.header.showHeader')}
        description={t('settingsScreen.header.showHeaderHelp')}
      />
      <FormCheckbox
        name="showHeaderByDefault"
        label={t('settingsScreen.header.showHeaderByDefault')}
        description={t('settingsScreen.header.showHeaderByDefaultHelp')}
      />
      <FormSelect
        name="headerVisibility"
        label={t('settingsScreen.header.visibility')}
        options={visibilities.map((value) => ({
          value,
          label: t(`settingsScreen.header.visibilities.${value}`),
        }))}
      />
      <FormTextField
        name="headerLogo"
        label={t('settingsScreen.header.logo')}
        description={t('settingsScreen.header.logoHelp')}
        autoComplete="off"
        spellCheck={false}
      />
      <SettingImageField name="headerLogo" />
      <div className="plein-settings__pair">
        <FormTextField
          name="headerLogoHeight"
          type="number"
          inputMode="numeric"
          min={settingsLimits.logoHeight.min}
          max={settingsLimits.logoHeight.max}
          label={t('settingsScreen.header.logoHeight')}
          description={t('settingsScreen.header.logoHeightHelp')}
        />
        <FormTextField
          name="headerLogoPadding"
          type="number"
          inputMode="numeric"
          min={settingsLimits.logoPadding.min}
          max={settingsLimits.logoPadding.max}
          label={t('settingsScreen.header.logoPadding')}
          description={t('settingsScreen.header.logoPaddingHelp')}
        />
      </div>
      <HeaderImagesEditor />
    </SettingsFieldset>
  );
}
