import { Field, Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { array, object, string } from 'yup';
import { pageDisplayChoice, pageDisplayOptions, withPageDisplayChoice } from '@plein/api-client';
import type { AccessLevel, NameValue, Page, PageDisplayOption, Role } from '@plein/api-client';
import { Button, Cluster, Select, Stack } from '@plein/ui-kit';
import { FocusFirstError } from '../forms/focus-first-error';
import { FormTextField } from '../forms/form-text-field';
import { UnsavedFormGuard } from '../forms/unsaved-form-guard';
import { useSettings } from '../data/use-tenant-data';
import { AccessFieldset, RoleCheckboxes } from './access-fields';
import type { PageSettings } from './use-editor-actions';

/** Longest page title the form takes. */
export const maxTitleLength = 200;

/** A display option's value in the form: the site's default, or the page's own choice. */
type DisplayValue = 'default' | 'true' | 'false';

interface SettingsValues {
  title: string;
  display: Record<PageDisplayOption, DisplayValue>;
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
  const siteShows = useSiteDisplayDefaults();
  const initial: SettingsValues = {
    title: page.title,
    display: displayValues(page.options),
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
        const options = withDisplayValues(page.options, values.display);
        onSave(
          isAdmin
            ? {
                title,
                options,
                editPermission: values.editPermission,
                editRoles: values.editPermission === 'Roles' ? values.editRoles : [],
                roleIds: values.roleIds,
              }
            : { title, options },
        );
      }}
    >
      <Form noValidate>
        <UnsavedFormGuard />
        <Stack gap={5}>
          <FormTextField name="title" label={t('editor.settings.title')} autoComplete="off" />
          <DisplaySettings siteShows={siteShows} />
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

/** Each display option's value in the form, from the page's options. */
function displayValues(options: readonly NameValue[]): Record<PageDisplayOption, DisplayValue> {
  const value = (option: PageDisplayOption): DisplayValue => {
    const choice = pageDisplayChoice(options, option);
    return choice === undefined ? 'default' : choice ? 'true' : 'false';
  };
  return {
    showHeader: value('showHeader'),
    showFooter: value('showFooter'),
    showBreadcrumbs: value('showBreadcrumbs'),
  };
}

/** The page's options with the form's display choices (the site's default removes the option). */
function withDisplayValues(
  options: readonly NameValue[],
  display: Record<PageDisplayOption, DisplayValue>,
): NameValue[] {
  return pageDisplayOptions.reduce<NameValue[]>(
    (result, option) =>
      withPageDisplayChoice(
        result,
        option,
        display[option] === 'default' ? undefined : display[option] === 'true',
      ),
    [...options],
  );
}

/** What the site shows on a page that leaves the choice to it (its `...ByDefault` settings). */
function useSiteDisplayDefaults(): Record<PageDisplayOption, boolean> {
  const settings = useSettings();
  return {
    showHeader: settings.showHeader !== false && settings.showHeaderByDefault !== false,
    showFooter: settings.showFooter !== false && settings.showFooterByDefault !== false,
    showBreadcrumbs: settings.showBreadcrumbsByDefault === true,
  };
}

/** Whether the page shows the site's header, footer and breadcrumbs, or follows the site. */
function DisplaySettings({ siteShows }: { siteShows: Record<PageDisplayOption, boolean> }) {
  const { t } = useTranslation('admin');
  return (
    <fieldset className="plein-editor-fieldset">
      <legend>{t('editor.settings.display')}</legend>
      <p className="plein-editor-hint">{t('editor.settings.displayHint')}</p>
      {pageDisplayOptions.map((option) => (
        <Field
          key={option}
          as={Select}
          name={`display.${option}`}
          label={t(`editor.settings.displayOptions.${option}`)}
          options={[
            {
              value: 'default',
              label: t(
                siteShows[option]
                  ? 'editor.settings.displaySiteShows'
                  : 'editor.settings.displaySiteHides',
              ),
            },
            { value: 'true', label: t('editor.settings.displayShow') },
            { value: 'false', label: t('editor.settings.displayHide') },
          ]}
        />
      ))}
    </fieldset>
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
