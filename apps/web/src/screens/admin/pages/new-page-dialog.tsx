import { Form, Formik, useFormikContext } from 'formik';
import type { FormikHelpers } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pagePathOf, useCreatePageMutation, useGetPageTemplatesQuery } from '@plein/api-client';
import type { PageCreateInput, PageTemplate } from '@plein/api-client';
import { Button, Dialog, DialogActions, Stack } from '@plein/ui-kit';
import { useTopLevelMenu } from '../../../data/use-tenant-data';
import { FocusFirstError } from '../../../forms/focus-first-error';
import { FormTextField } from '../../../forms/form-text-field';
import { UnsavedFormGuard } from '../../../forms/unsaved-form-guard';
import { useBackgroundTask } from '../../../tasks/use-background-task';
import { FormSelect } from '../shared/form-select';
import { refusalOf, rememberFailure } from '../shared/server-problems';
import { layoutLabel } from '../shared/layout-label';
import { editPathOf } from '../../../routing/page-path';
import { newPageSchema, pageLayouts, suggestPageName } from './new-page-schema';
import type { NewPageValues } from './new-page-schema';

const formFields = ['title', 'name', 'layout', 'templateId'] as const;

/** The fields; the name follows the title until the admin types a name of their own. */
function NewPageFields({
  templates,
  onCancel,
}: {
  templates: readonly PageTemplate[];
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const { values, setFieldValue, isSubmitting } = useFormikContext<NewPageValues>();
  const [nameEdited, setNameEdited] = useState(false);
  const shownTemplate = useRef(values.templateId);

  useEffect(() => {
    if (!nameEdited) void setFieldValue('name', suggestPageName(values.title), false);
  }, [values.title, nameEdited, setFieldValue]);

  useEffect(() => {
    if (shownTemplate.current === values.templateId) return;
    shownTemplate.current = values.templateId;
    const template = templates.find((entry) => entry.id === values.templateId);
    if (template) void setFieldValue('layout', template.layout, false);
  }, [values.templateId, templates, setFieldValue]);

  return (
    <Form noValidate>
      <UnsavedFormGuard />
      <Stack gap={4}>
        <FormTextField name="title" label={t('pages.fields.title')} autoComplete="off" required />
        <FormTextField
          name="name"
          label={t('pages.fields.name')}
          description={t('pages.fields.nameHelp')}
          autoComplete="off"
          spellCheck={false}
          required
          onValueChange={() => setNameEdited(true)}
        />
        <FormSelect
          name="templateId"
          label={t('pages.fields.template')}
          description={t('pages.fields.templateHelp')}
          options={[
            ...(templates.length === 0 ? [{ value: '', label: t('pages.fields.noTemplate') }] : []),
            ...templates.map((template) => ({ value: template.id, label: t(template.name) })),
          ]}
        />
        <FormSelect
          name="layout"
          label={t('pages.fields.layout')}
          options={pageLayouts.map((layout) => ({
            value: layout,
            label: layoutLabel(t, layout),
          }))}
        />
        <DialogActions>
          <Button variant="secondary" onClick={onCancel}>
            {t('pages.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {t('pages.new.submit')}
          </Button>
        </DialogActions>
      </Stack>
      <FocusFirstError />
    </Form>
  );
}

/**
 * "New page": a dialog with title, name (suggested from the title), template and layout. The
 * page is created as a background task; then the admin lands in its editor. A taken name and
 * other refusals show at their fields.
 */
export function NewPageDialog({
  open,
  onClose,
  takenNames,
}: {
  open: boolean;
  onClose: () => void;
  takenNames: readonly string[];
}) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const runTask = useBackgroundTask();
  const menu = useTopLevelMenu();
  const [createPage] = useCreatePageMutation();
  const { data: templates = [] } = useGetPageTemplatesQuery(undefined, { skip: !open });
  const schema = useMemo(() => newPageSchema(takenNames), [takenNames]);
  const initialValues: NewPageValues = {
    title: '',
    name: '',
    layout: templates[0]?.layout ?? '100',
    templateId: templates[0]?.id ?? '',
  };

  const submit = async (values: NewPageValues, helpers: FormikHelpers<NewPageValues>) => {
    const title = values.title.trim();
    const input: PageCreateInput = {
      title,
      name: values.name.trim(),
      layout: values.layout,
      ...(values.templateId ? { templateId: values.templateId } : {}),
    };
    const write = rememberFailure(() => createPage(input).unwrap());
    const created = await runTask({
      kind: 'add',
      subject: t('pages.subject', { title }),
      run: write.run,
    });
    if (created) {
      onClose();
      void navigate(editPathOf(pagePathOf(menu, created)));
      return;
    }
    const refusal = refusalOf(write.failure());
    if (refusal.code === 'page_name_taken') {
      helpers.setFieldError('name', 'admin:pages.errors.nameTaken');
      return;
    }
    for (const problem of refusal.problems) {
      const field = formFields.find((name) => name === problem.path);
      if (field) helpers.setFieldError(field, `admin:pages.errors.${field}Refused`);
    }
  };

  return (
    <Dialog open={open} title={t('pages.new.title')} onDismiss={onClose}>
      <Formik
        key={templates.length}
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={submit}
      >
        <NewPageFields templates={templates} onCancel={onClose} />
      </Formik>
    </Dialog>
  );
}
