import { useFormikContext } from 'formik';
import { FormTextField } from '../../../forms/form-text-field';
import { isGuid } from '@plein/validation';
import { ImageUploadField } from '../../../images/image-upload-field';
import type { SettingsFormValues } from './settings-values';

/**
 * An image setting (header logo, favicon): a text field for an external URL or an uploaded
 * image's guid, and beside it an upload that stores the image as a public image.
 */
export function SettingImageField({
  name,
  label,
  description,
}: {
  name: 'headerLogo' | 'faviconLogo';
  label: string;
  description: string;
}) {
  const { values, setFieldValue } = useFormikContext<SettingsFormValues>();
  const current = values[name];
  return (
    <>
      <FormTextField
        name={name}
        label={label}
        description={description}
        autoComplete="off"
        spellCheck={false}
      />
      <ImageUploadField
        id={`setting-${name}`}
        scope={{ public: '' }}
        imageGuid={typeof current === 'string' && isGuid(current) ? current : null}
        onChange={(guid) => void setFieldValue(name, guid ?? '')}
      />
    </>
  );
}
