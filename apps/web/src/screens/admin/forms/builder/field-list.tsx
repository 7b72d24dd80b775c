import { FieldArray, useFormikContext } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formFieldTypes, maxFormFields } from '@plein/validation';
import type { FormFieldType } from '@plein/validation';
import { Button, Select } from '@plein/ui-kit';
import { useFocusLater } from '../../settings/form-parts';
import { useGroupError } from '../shared/form-group';
import { newBuilderField } from './builder-values';
import type { BuilderValues } from './builder-values';
import { contentListErrors } from './content-problems';
import { FieldEditor, fieldIds } from './field-editor';

/**
 * The fields of the draft in order, each in its {@link FieldEditor}, and "add a field" of a
 * chosen type. Focus follows every change: a new field's label, a moved field's move button, and
 * after a removal the next field (or the add button); a live region says what happened.
 */
export function FieldList() {
  const { t } = useTranslation('admin');
  const { values } = useFormikContext<BuilderValues>();
  const focusLater = useFocusLater();
  const [newType, setNewType] = useState<FormFieldType>('shortText');
  const [announcement, setAnnouncement] = useState('');
  // Fields start folded (their legend says what they are); a new one opens to be filled in.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (uid: string) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(uid)) next.add(uid);
      return next;
    });
  const typeId = useId();
  const addId = `${typeId}-add`;
  const error = useGroupError(contentListErrors.fields);
  const { fields } = values;
  const nameOf = (index: number) => {
    const label = fields[index]?.label.nl.trim();
    return label
      ? t('forms.builder.namedField', { label })
      : t('forms.builder.numberedField', { place: index + 1 });
  };

  return (
    <FieldArray name="fields">
      {(list) => (
        <section className="plein-form-builder__fields" aria-labelledby={`${typeId}-heading`}>
          <h3 id={`${typeId}-heading`}>{t('forms.builder.fields')}</h3>
          {fields.length === 0 ? <p>{t('forms.builder.noFields')}</p> : null}
          <ol className="plein-form-builder__field-list">
            {fields.map((field, index) => (
              <FieldEditor
                key={field.uid}
                field={field}
                index={index}
                count={fields.length}
                open={opened.has(field.uid)}
                onToggle={() => toggle(field.uid)}
                onMove={(direction) => {
                  const to = direction === 'up' ? index - 1 : index + 1;
                  list.move(index, to);
                  setAnnouncement(
                    t('forms.builder.moved', {
                      name: nameOf(index),
                      place: to + 1,
                      total: fields.length,
                    }),
                  );
                  focusLater(fieldIds(field.uid)[direction]);
                }}
                onRemove={() => {
                  const next = fields[index + 1];
                  setAnnouncement(t('forms.builder.removed', { name: nameOf(index) }));
                  list.remove(index);
                  focusLater(next ? fieldIds(next.uid).legend : addId);
                }}
              />
            ))}
          </ol>
          {error ? (
            <p id={`${typeId}-error`} className="plein-text-field__error">
              {error}
            </p>
          ) : null}
          {fields.length < maxFormFields ? (
            <div className="plein-form-builder__add">
              <Select
                id={typeId}
                label={t('forms.builder.newType')}
                value={newType}
                onValueChange={(type) => setNewType(type as FormFieldType)}
                options={formFieldTypes.map((type) => ({
                  value: type,
                  label: t(`forms.types.${type}`),
                }))}
              />
              <Button
                id={addId}
                variant="secondary"
                aria-describedby={error ? `${typeId}-error` : undefined}
                onClick={() => {
                  const field = newBuilderField(
                    newType,
                    fields.map((other) => other.key),
                  );
                  list.push(field);
                  setOpened((current) => new Set(current).add(field.uid));
                  setAnnouncement(
                    t('forms.builder.added', {
                      type: t(`forms.types.${newType}`),
                      place: fields.length + 1,
                    }),
                  );
                  focusLater(fieldIds(field.uid).label);
                }}
              >
                {t('forms.builder.add')}
              </Button>
            </div>
          ) : (
            <p>{t('forms.builder.maxFields', { count: maxFormFields })}</p>
          )}
          <p role="status" className="plein-form-builder__live">
            {announcement}
          </p>
        </section>
      )}
    </FieldArray>
  );
}
