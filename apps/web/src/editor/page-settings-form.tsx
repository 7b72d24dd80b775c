import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { array, object, string } from 'yup';
import type { AccessLevel, Page, Role } from '@plein/api-client';
import { Button, Cluster, Stack } from '@plein/ui-kit';
import { FocusFirstError } from '../forms/focus-first-error';
import { FormTextField } from '../forms/form-text-field';
import { UnsavedFormGuard } from '../forms/unsaved-form-guard';
import { AccessFieldset, RoleCheckboxes } from './access-fields';
import type { PageSettings } from './use-editor-actions';

/** Longest page title the form takes. */
export const maxTitleLength = 200;

interface SettingsValues {
  title: string;
  editPermission: AccessLevel;
  editRoles: string[];
  roleIds: string[];
}

const schema = object({
  title: string()
    .trim()
    .required('validation.required')
    .max(maxTitleLength, 'admin:editor.settings.titleTooLong'),
  editRoles: array(string()),
  roleIds: array(string()),
});

/** Props of {@link PageSettingsForm}. */
export interface PageSettingsFormProps {
  page: Page;
  /** Admins also set who may edit and who may see the page. */
  isAdmin: boolean;
  /** The tenant's roles; null when they could not be loaded. */
  roles: readonly Role[] | null;
  onSave: (settings: PageSettings) => void;
  onCancel: () => void;
}

/**
 * The page's settings: its title, and for admins the edit permission with the edit roles and the
 * roles that may view the page (empty: everyone who may see published pages).
 */
export function PageSettingsForm({
  page,
  isAdmin,
  roles,
  onSave,
  onCancel,
}: PageSettingsFormProps) {
  const { t } = useTranslation('admin');
  const initial: SettingsValues = {
    title: page.title,
    editPermission: page.editPermission,
    editRoles: page.editRoles,
    roleIds: page.roleIds,
  };
  return (
    <Formik
      initialValues={initial}
      validationSchema={schema}
      onSubmit={(values) => {
        const title = values.title.trim();
        onSave(
          isAdmin
            ? {
                title,
                editPermission: values.editPermission,
                editRoles: values.editPermission === 'Roles' ? values.editRoles : [],
                roleIds: values.roleIds,
              }
            : { title },
        );
      }}
    >
      <Form noValidate>
        <UnsavedFormGuard />
        <Stack gap={5}>
          <FormTextField name="title" label={t('editor.settings.title')} autoComplete="off" />
          {isAdmin ? <AccessSettings roles={roles} /> : null}
          <Cluster gap={3}>
            <Button type="submit">{t('editor.drawer.save')}</Button>
            <Button variant="secondary" onClick={onCancel}>
              {t('editor.drawer.cancel')}
            </Button>
          </Cluster>
        </Stack>
        <FocusFirstError />
      </Form>
    </Formik>
  );
}

/** The admin-only part: who may edit the page and who may see it. */
function AccessSettings({ roles }: { roles: readonly Role[] | null }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <AccessFieldset
        legend={t('editor.settings.editing')}
        level={{
          name: 'editPermission',
          label: t('editor.settings.editPermission'),
          description: t('editor.settings.editPermissionHint'),
        }}
        roleList={{ name: 'editRoles', legend: t('editor.settings.editRoles') }}
        roles={roles}
      />
      {roles ? (
        <fieldset className="plein-editor-fieldset">
          <legend>{t('editor.settings.viewing')}</legend>
          <p className="plein-editor-hint">{t('editor.settings.viewRolesHint')}</p>
          <RoleCheckboxes name="roleIds" legend={t('editor.settings.viewRoles')} roles={roles} />
        </fieldset>
      ) : null}
    </>
  );
}
