import { useTranslation } from 'react-i18next';
import { TenantFieldControl } from './tenant-field-control';
import { groupTenantFields } from './tenant-fields';
import type { TenantField } from './tenant-fields';
import './tenant-fields.css';

/**
 * The tenant's own fields of a form, one fieldset per section (its label as legend), in the
 * sections' and fields' order; a note explains the required mark when a field has one. Render it
 * inside a Formik form whose values hold the fields under `fields`.
 *
 * @example
 * <TenantFieldsets fields={useTenantFields('profile', user)} />
 */
export function TenantFieldsets({ fields }: { fields: readonly TenantField[] }) {
  const { t, i18n } = useTranslation();
  if (fields.length === 0) return null;
  return (
    <>
      {fields.some((field) => field.required) ? (
        <p className="plein-tenant-fields__note">{t('account.fields.requiredNote')}</p>
      ) : null}
      {groupTenantFields(fields, i18n.language).map((section) => (
        <fieldset key={section.section} className="plein-tenant-fields__section">
          <legend>{section.label}</legend>
          {section.fields.map((field) => (
            <TenantFieldControl key={field.key} field={field} />
          ))}
        </fieldset>
      ))}
    </>
  );
}
