import { Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  localizedText,
  useDeleteProfileFieldDefinitionMutation,
  usePutProfileFieldDefinitionMutation,
} from '@plein/api-client';
import type { ProfileFieldDefinition } from '@plein/api-client';
import { Dialog } from '@plein/ui-kit';
import { useBackgroundTask } from '../../../tasks/use-background-task';
import { refusalOf, rememberFailure } from '../shared/server-problems';
import { ProfileFieldForm } from './profile-field-form';
import {
  newFieldValues,
  profileFieldSchema,
  toDefinitionInput,
  toFormValues,
} from './profile-field-schema';
import type { ProfileFieldFormValues } from './profile-field-schema';

/** Refusals of the key: not a valid key, a special property key, a built-in field. */
const keyRefusals = new Set(['invalid_id', 'reserved_field_key', 'built_in_field']);
const formKeys = Object.keys(newFieldValues) as (keyof ProfileFieldFormValues)[];
const labelPaths: Record<string, keyof ProfileFieldFormValues> = {
  'label.nl': 'labelNl',
  'label.en': 'labelEn',
  label: 'labelNl',
  'sectionLabel.nl': 'sectionLabelNl',
  'sectionLabel.en': 'sectionLabelEn',
  sectionLabel: 'sectionLabelNl',
};

/**
 * The form field a problem the API listed is about (`label.nl must …` is `labelNl`,
 * `options[2] must …` is `options`), or null.
 */
export function formFieldOfProblem(problem: unknown): keyof ProfileFieldFormValues | null {
  const listed = typeof problem === 'string' ? problem : (problem as { path?: unknown })?.path;
  const text = typeof listed === 'string' ? listed : '';
  const path = text.split(' ')[0]?.replace(/\[\d+\]$/, '') ?? '';
  return labelPaths[path] ?? formKeys.find((key) => key === path) ?? null;
}

/**
 * Adds or changes a profile field definition in a dialog. Saving is a background task (busy
 * after 1 s, confirmation with undo, retry on failure); its undo removes a new field or puts the
 * previous definition back. Refusals of the API show at their fields.
 */
export function ProfileFieldDialog({
  field,
  open,
  takenKeys,
  onClose,
}: {
  /** The field to change; null adds a new one. */
  field: ProfileFieldDefinition | null;
  open: boolean;
  takenKeys: readonly string[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const runTask = useBackgroundTask();
  const [put] = usePutProfileFieldDefinitionMutation();
  const [remove] = useDeleteProfileFieldDefinitionMutation();
  const isNew = field === null;
  const schema = useMemo(() => profileFieldSchema(takenKeys, isNew), [takenKeys, isNew]);
  const initialValues = useMemo(() => (field ? toFormValues(field) : newFieldValues), [field]);

  const submit = async (
    values: ProfileFieldFormValues,
    helpers: FormikHelpers<ProfileFieldFormValues>,
  ) => {
    const key = values.key.trim();
    const input = toDefinitionInput(values);
    const previous = field ? toDefinitionInput(toFormValues(field)) : null;
    const write = rememberFailure(() => put({ key, field: input }).unwrap());
    const saved = await runTask({
      kind: isNew ? 'add' : 'edit',
      subject: t('profileFields.subject', { label: localizedText(input.label, i18n.language) }),
      run: write.run,
      undo: () => (previous ? put({ key, field: previous }).unwrap() : remove(key).unwrap()),
    });
    if (saved) {
      onClose();
      return;
    }
    const refusal = refusalOf(write.failure());
    if (refusal.code && keyRefusals.has(refusal.code)) {
      helpers.setFieldError('key', 'admin:profileFields.errors.keyRefused');
      return;
    }
    const details = refusal.details as { problems?: unknown[] } | undefined;
    for (const problem of details?.problems ?? []) {
      const name = formFieldOfProblem(problem);
      if (name) helpers.setFieldError(name, 'admin:profileFields.errors.refused');
    }
  };

  return (
    <Dialog
      open={open}
      title={
        isNew
          ? t('profileFields.addTitle')
          : t('profileFields.editTitle', { label: localizedText(field.label, i18n.language) })
      }
      onDismiss={onClose}
      className="plein-profile-field-dialog"
    >
      <Formik
        key={field?.key ?? ''}
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={submit}
      >
        <ProfileFieldForm isNew={isNew} onCancel={onClose} />
      </Formik>
    </Dialog>
  );
}
