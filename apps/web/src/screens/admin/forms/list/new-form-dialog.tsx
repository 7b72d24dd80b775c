import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateFormMutation } from '@plein/api-client';
import type { FormCreateRequest } from '@plein/api-client';
import { formContentSchema } from '@plein/validation';
import { Button, Dialog, DialogActions, Stack } from '@plein/ui-kit';
import { FocusFirstError } from '../../../../forms/focus-first-error';
import { FormTextField } from '../../../../forms/form-text-field';
import { UnsavedFormGuard } from '../../../../forms/unsaved-form-guard';
import { useBackgroundTask } from '../../../../tasks/use-background-task';
import { refusalOf, rememberFailure } from '../../shared/server-problems';
import { problemMessage, serverErrors, validateWith } from '../shared/form-problems';
import type { ProblemPlace } from '../shared/form-problems';
import { formBuilderPath } from '../shared/form-paths';

const request = (values: FormCreateRequest): FormCreateRequest => ({
  title: { nl: values.title.nl.trim(), en: values.title.en.trim() },
});

const place = (path: string, kind: string): ProblemPlace => ({
  field: path === 'title.en' ? 'title.en' : 'title.nl',
  message: problemMessage(
    kind === 'required' ? 'titleRequired' : kind === 'max' ? 'tooLong' : 'refused',
  ),
});

// The title's rule is the draft's own: a Dutch title, both at most 200 characters.
const validate = validateWith(formContentSchema.pick(['title']), request, place);

/**
 * "New form": a dialog asking the Dutch title and, optionally, the English one. The form is
 * created as a background task; then the admin lands in its builder.
 */
export function NewFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const runTask = useBackgroundTask();
  const [createForm] = useCreateFormMutation();

  const submit = async (values: FormCreateRequest, helpers: FormikHelpers<FormCreateRequest>) => {
    const body = request(values);
    const write = rememberFailure(() => createForm(body).unwrap());
    const created = await runTask({
      kind: 'add',
      subject: t('forms.subject', { title: body.title.nl }),
      run: write.run,
    });
    if (created) {
      onClose();
      void navigate(formBuilderPath(created.guid));
      return;
    }
    const refusal = refusalOf(write.failure());
    if (refusal.status === 400) helpers.setErrors(serverErrors(refusal.problems, place));
  };

  return (
    <Dialog open={open} title={t('forms.new.title')} onDismiss={onClose}>
      <Formik
        initialValues={{ title: { nl: '', en: '' } } satisfies FormCreateRequest}
        validate={validate}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <UnsavedFormGuard />
            <Stack gap={4}>
              <p>{t('forms.new.intro')}</p>
              <FormTextField
                name="title.nl"
                label={t('forms.new.titleNl')}
                autoComplete="off"
                lang="nl"
                maxLength={200}
                required
              />
              <FormTextField
                name="title.en"
                label={t('forms.new.titleEn')}
                description={t('forms.builder.englishHelp')}
                autoComplete="off"
                lang="en"
                maxLength={200}
              />
              <DialogActions>
                <Button variant="secondary" onClick={onClose}>
                  {t('forms.cancel')}
                </Button>
                <Button type="submit" disabled={isSubmitting}>
                  {t('forms.new.submit')}
                </Button>
              </DialogActions>
            </Stack>
            <FocusFirstError />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
