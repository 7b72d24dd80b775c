import { useFormikContext } from 'formik';
import { isGuid } from '../../../images/guid';
import { ImageUploadField } from '../../../images/image-upload-field';
import type { SettingsFormValues } from './settings-values';

/**
 * Uploads the image of an image setting (header logo, favicon) as a public image; the text
 * field beside it still takes an external URL or an uploaded image's guid.
 */
export function SettingImageField({ name }: { name: 'headerLogo' | 'faviconLogo' }) {
  const { values, setFieldValue } = useFormikContext<SettingsFormValues>();
  const current = values[name];
  return (
    <ImageUploadField
      id={`setting-${name}`}
      scope={{ public: '' }}
      imageGuid={typeof current === 'string' && isGuid(current) ? current : null}
      onChange={(guid) => void setFieldValue(name, guid ?? '')}
    />
  );
}
