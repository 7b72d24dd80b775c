import { Form, Formik, useField } from 'formik';
import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { boolean, object, string } from 'yup';
import type { ContentLanguage, ListItem, ListItemInput } from '@plein/api-client';
import { Button, Cluster, Select, Stack } from '@plein/ui-kit';
import { FocusFirstError } from '../forms/focus-first-error';
import { FormCheckbox } from '../forms/form-checkbox';
import { FormTextField } from '../forms/form-text-field';
import { UnsavedFormGuard } from '../forms/unsaved-form-guard';
import { FormTextArea } from '../screens/admin/shared/form-text-area';
import {
  contentLanguageOf,
  contentLanguages,
  fromLocalInput,
  itemInput,
  itemValues,
} from './list-item-values';
import type { ListItemValues } from './list-item-values';

/** A parent item editors can place an item under (the list block's `parents`). */
export interface ParentChoice {
  guid: string;
  label: string;
}

const optionalDate = string().test(
  'date',
  'admin:listItems.form.dateInvalid',
  (value) => !value || fromLocalInput(value) !== null,
);

const schema = object({
  title: string()
    .trim()
    .required('validation.required')
    .max(300, 'admin:listItems.form.titleTooLong'),
  listItemTypeName: string()
    .trim()
    .required('validation.required')
    .max(100, 'admin:listItems.form.typeTooLong'),
  isPublished: boolean(),
  publishedOn: optionalDate,
  description: string().max(4000, 'admin:listItems.form.descriptionTooLong'),
  periodEnd: optionalDate,
  highlight: boolean(),
});

/** The Formik-bound select of the item's content language. */
function LanguageField() {
  const { t } = useTranslation('admin');
  const [field] = useField<ContentLanguage>('language');
  return (
    <Select
      {...field}
      label={t('listItems.form.language')}
      description={t('listItems.form.languageHelp')}
      options={contentLanguages.map((language) => ({
        value: language,
        label: t(`listItems.form.languages.${language}`),
      }))}
    />
  );
}

/** Props of {@link ListItemForm}. */
export interface ListItemFormProps {
  /** The item to edit; null for a new one. */
  item: ListItem | null;
  /** The tenant's item types (suggested; a new name creates a type). */
  types: readonly string[];
  parents: readonly ParentChoice[];
  /**
   * Saves the input; `publish`: publish the changes of a published item at once, rather than
   * keep them as its draft.
   */
  onSave: (input: ListItemInput, publish: boolean) => void;
  onCancel: () => void;
  /** Shown under the form, outside it (the item's history). */
  children?: ReactNode;
}

/**
 * Adds or edits one list item: title, type, content language (a new item starts in the editor's
 * language), published flag and date, description, end of period, highlight, parents (from the
 * list block's parent choices) and a text (rich text). The changes of a published item are
 * saved as its draft or published at once, as the editor chooses.
 *
 * @example
 * <ListItemForm item={null} types={['Nieuws']} parents={[]} onSave={create} onCancel={back} />
 */
export function ListItemForm({
  item,
  types,
  parents,
  onSave,
  onCancel,
  children,
}: ListItemFormProps) {
  const { t, i18n } = useTranslation('admin');
  const headingId = useId();
  const typesId = useId();
  const hintId = useId();
  // Which of the two submit buttons of a published item sent the form.
  const publish = useRef(false);
  const published = item?.isPublished ?? false;
  return (
    <section aria-labelledby={headingId} className="plein-list-item-form">
      <h3 id={headingId}>{t(item ? 'listItems.form.editHeading' : 'listItems.form.newHeading')}</h3>
      <Formik<ListItemValues>
        initialValues={itemValues(item, types[0] ?? '', contentLanguageOf(i18n.language))}
        validationSchema={schema}
        onSubmit={(values) => onSave(itemInput(values, item), publish.current)}
      >
        <Form noValidate>
          <UnsavedFormGuard />
          <Stack gap={4}>
            <FormTextField name="title" label={t('listItems.form.title')} autoComplete="off" />
            <FormTextField
              name="listItemTypeName"
              label={t('listItems.form.type')}
              description={t('listItems.form.typeHelp')}
              list={typesId}
              autoComplete="off"
            />
            <datalist id={typesId}>
              {types.map((type) => (
                <option key={type} value={type} />
              ))}
            </datalist>
            <LanguageField />
            <FormCheckbox name="isPublished" label={t('listItems.form.isPublished')} />
            <FormTextField
              name="publishedOn"
              type="datetime-local"
              label={t('listItems.form.publishedOn')}
              description={t('listItems.form.publishedOnHelp')}
            />
            <FormTextArea name="description" rows={3} label={t('listItems.form.description')} />
            <FormTextField
              name="periodEnd"
              type="datetime-local"
              label={t('listItems.form.periodEnd')}
              description={t('listItems.form.periodEndHelp')}
            />
            <FormCheckbox name="highlight" label={t('listItems.form.highlight')} />
            {parents.length ? (
              <fieldset className="plein-editor-fieldset">
                <legend>{t('listItems.form.parents')}</legend>
                <Stack gap={2}>
                  {parents.map((parent) => (
                    <FormCheckbox
                      key={parent.guid}
                      name="parentGuids"
                      value={parent.guid}
                      label={parent.label}
                    />
                  ))}
                </Stack>
              </fieldset>
            ) : null}
            <FormTextArea
              name="text"
              rows={6}
              label={t('listItems.form.text')}
              description={t('listItems.form.textHelp')}
            />
            {published ? (
              <p id={hintId} className="plein-editor-hint">
                {t('listItems.form.draftHint')}
              </p>
            ) : null}
            <Cluster gap={3}>
              {published ? (
                // Saving the draft comes first: Enter in a field never publishes.
                <>
                  <Button
                    type="submit"
                    aria-describedby={hintId}
                    onClick={() => (publish.current = false)}
                  >
                    {t('listItems.form.saveDraft')}
                  </Button>
                  <Button
                    type="submit"
                    variant="secondary"
                    aria-describedby={hintId}
                    onClick={() => (publish.current = true)}
                  >
                    {t('listItems.form.saveAndPublish')}
                  </Button>
                </>
              ) : (
                <Button type="submit">{t('listItems.form.save')}</Button>
              )}
              <Button variant="secondary" onClick={onCancel}>
                {t('listItems.form.cancel')}
              </Button>
            </Cluster>
          </Stack>
          <FocusFirstError />
        </Form>
      </Formik>
      {children}
    </section>
  );
}
