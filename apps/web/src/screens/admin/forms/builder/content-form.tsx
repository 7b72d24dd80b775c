import { Formik, useFormikContext } from 'formik';
import type { FormikHelpers } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveFormDraftMutation } from '@plein/api-client';
import type { Form } from '@plein/api-client';
import { formContentSchema, localized } from '@plein/validation';
import type { FormContent } from '@plein/validation';
import { Notice, Stack } from '@plein/ui-kit';
import { FormLayout } from '../../../../forms/form-layout';
import { UnsavedFormGuard } from '../../../../forms/unsaved-form-guard';
import { useBackgroundTask } from '../../../../tasks/use-background-task';
import { refusalOf, rememberFailure } from '../../shared/server-problems';
import { serverErrors, validateWith } from '../shared/form-problems';
import { toBuilderValues, toContent } from './builder-values';
import type { BuilderValues } from './builder-values';
import { placeContentProblem } from './content-problems';
import { FieldList } from './field-list';
import { LocalizedFields } from './localized-fields';

const validate = validateWith(formContentSchema, toContent, placeContentProblem);

/** Tells the screen whether the draft has unsaved changes (publishing waits for a save). */
function DirtyReporter({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const { dirty } = useFormikContext();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  return null;
}

/**
 * The draft's content (section a of the builder): title, introduction and confirmation in both
 * languages and the fields. "Save draft" checks it with `formContentSchema`, the schema the API
 * checks it with, and sends it (`PUT …/draft`) as a background task; problems the API finds show
 * at their inputs.
 */
export function ContentForm({
  form,
  draft,
  onDirtyChange,
}: {
  form: Form;
  /** The draft to start from (the form's, or the one a discard brought back). */
  draft: FormContent;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const runTask = useBackgroundTask();
  const [saveDraft] = useSaveFormDraftMutation();
  const [refused, setRefused] = useState(false);
  const initialValues = useMemo(() => toBuilderValues(draft), [draft]);

  const submit = async (values: BuilderValues, helpers: FormikHelpers<BuilderValues>) => {
    setRefused(false);
    const content = toContent(values);
    const write = rememberFailure(() => saveDraft({ guid: form.guid, draft: content }).unwrap());
    const saved = await runTask({
      kind: 'save',
      subject: t('forms.builder.draftSubject', {
        title:
          localized(content.title, i18n.language) || localized(form.draft.title, i18n.language),
      }),
      run: write.run,
    });
    if (saved) {
      // The same fields in the same order: they keep their ids, so nothing loses focus.
      const next = toBuilderValues(saved.draft);
      next.fields.forEach((field, index) => {
        field.uid = values.fields[index]?.uid ?? field.uid;
      });
      helpers.resetForm({ values: next });
      return;
    }
    const refusal = refusalOf(write.failure());
    if (refusal.status === 400) {
      setRefused(true);
      helpers.setErrors(serverErrors(refusal.problems, placeContentProblem));
    }
  };

  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={submit}>
      <FormLayout submitLabel={t('forms.builder.saveDraft')}>
        <DirtyReporter onDirtyChange={onDirtyChange} />
        <UnsavedFormGuard />
        {refused ? (
          <Notice tone="error" role="alert">
            <p>{t('forms.builder.refused')}</p>
          </Notice>
        ) : null}
        <Stack gap={4}>
          <LocalizedFields
            name="title"
            legend={t('forms.builder.formTitle')}
            maxLength={200}
            required
          />
          <LocalizedFields
            name="introduction"
            legend={t('forms.builder.introduction')}
            maxLength={5000}
            multiline
            rows={4}
          />
          <LocalizedFields
            name="confirmation"
            legend={t('forms.builder.confirmation')}
            maxLength={2000}
            multiline
            rows={3}
          />
        </Stack>
        <FieldList />
      </FormLayout>
    </Formik>
  );
}
