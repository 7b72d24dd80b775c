import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import type { AccessLevel, Role } from '@plein/api-client';
import { Select, Stack } from '@plein/ui-kit';
import { FormCheckbox } from '../forms/form-checkbox';

/** The access levels of spec section 3 (enumeration d), in the order the selects list them. */
export const accessLevels: readonly AccessLevel[] = ['Public', 'Users', 'Verify', 'Roles', 'Admin'];

/**
 * A Formik-bound access level select.
 *
 * @example
 * <AccessLevelField name="permission" label={t('editor.block.permission')} />
 */
export function AccessLevelField({
  name,
  label,
  description,
}: {
  name: string;
  label: string;
  description?: string;
}) {
  const { t } = useTranslation('admin');
  const [field] = useField<AccessLevel>(name);
  return (
    <Select
      {...field}
      label={label}
      {...(description ? { description } : {})}
      options={accessLevels.map((level) => ({
        value: level,
        label: t(`editor.access.${level}`),
      }))}
    />
  );
}

/**
 * Checkboxes for the tenant's roles, bound to a Formik array of role guids.
 *
 * @example
 * <RoleCheckboxes name="roles" legend={t('editor.block.roles')} roles={roles} />
 */
export function RoleCheckboxes({
  name,
  legend,
  roles,
}: {
  name: string;
  legend: string;
  roles: readonly Role[];
}) {
  const { t } = useTranslation('admin');
  return (
    <fieldset className="plein-editor-fieldset">
      <legend>{legend}</legend>
      {roles.length ? (
        <Stack gap={2}>
          {roles.map((role) => (
            <FormCheckbox key={role.guid} name={name} value={role.guid} label={role.name} />
          ))}
        </Stack>
      ) : (
        <p>{t('editor.access.noRoles')}</p>
      )}
    </fieldset>
  );
}

/**
 * A fieldset with an access level and, when it is `Roles` and the tenant's roles could be loaded,
 * the roles that level means (a block's visibility, a page's edit rule).
 *
 * @example
 * <AccessFieldset legend={t('editor.block.visibility')} level={{ name: 'permission', label }}
 *   roleList={{ name: 'roles', legend }} roles={roles} />
 */
export function AccessFieldset({
  legend,
  level,
  roleList,
  roles,
}: {
  legend: string;
  level: { name: string; label: string; description?: string };
  roleList: { name: string; legend: string };
  roles: readonly Role[] | null;
}) {
  const [field] = useField<AccessLevel>(level.name);
  return (
    <fieldset className="plein-editor-fieldset">
      <legend>{legend}</legend>
      <Stack gap={3}>
        <AccessLevelField {...level} />
        {field.value === 'Roles' && roles ? (
          <RoleCheckboxes name={roleList.name} legend={roleList.legend} roles={roles} />
        ) : null}
      </Stack>
    </fieldset>
  );
}
