import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { headerVisibilities } from '@plein/api-client';
import { settingLimits } from '@plein/validation';
import { FormCheckbox } from '../../../forms/form-checkbox';
import { FormTextField } from '../../../forms/form-text-field';
import { FormSelect } from '../shared/form-select';
import { FormTextArea } from '../shared/form-text-area';
import { newGuid, SettingsFieldset } from './form-parts';
import { ListEditor } from './list-editor';
import { FieldsetEntry } from './list-entries';
import { SettingImageField } from './setting-image-field';
import type { SettingsFormValues } from './settings-values';

/** The header images: each an image guid with a title and a text. */
function HeaderImagesEditor() {
  const { t } = useTranslation('admin');
  const { values } = useFormikContext<SettingsFormValues>();
  return (
    <ListEditor
      name="headerImages"
      items={values.headerImages}
      legend={t('settingsScreen.header.images')}
      help={t('settingsScreen.header.imagesHelp')}
      empty={t('settingsScreen.header.noImages')}
      addLabel={t('settingsScreen.header.addImage')}
      max={settingLimits.headerImages}
      ids={{ add: 'header-images-add', error: 'header-images-error' }}
      newItem={() => ({ guid: newGuid(), imageGuid: '', title: '', text: '' })}
      fieldIdOf={(image) => `header-image-${image.guid}`}
      keyOf={(image) => image.guid}
    >
      {({ index, fieldId, remove }) => (
        <FieldsetEntry
          legend={t('settingsScreen.header.image', { number: index + 1 })}
          removeLabel={t('settingsScreen.header.removeImageNamed', { number: index + 1 })}
          onRemove={remove}
        >
          <FormTextField
            id={fieldId}
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
        </FieldsetEntry>
      )}
    </ListEditor>
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
        options={headerVisibilities.map((value) => ({
          value,
          label: t(`settingsScreen.header.visibilities.${value}`),
        }))}
      />
      <SettingImageField
        name="headerLogo"
        label={t('settingsScreen.header.logo')}
        description={t('settingsScreen.header.logoHelp')}
      />
      <div className="plein-settings__pair">
        <FormTextField
          name="headerLogoHeight"
          type="number"
          inputMode="numeric"
          min={settingLimits.logoHeight.min}
          max={settingLimits.logoHeight.max}
          label={t('settingsScreen.header.logoHeight')}
          description={t('settingsScreen.header.logoHeightHelp')}
        />
        <FormTextField
          name="headerLogoPadding"
          type="number"
          inputMode="numeric"
          min={settingLimits.logoPadding.min}
          max={settingLimits.logoPadding.max}
          label={t('settingsScreen.header.logoPadding')}
          description={t('settingsScreen.header.logoPaddingHelp')}
        />
      </div>
      <HeaderImagesEditor />
    </SettingsFieldset>
  );
}
