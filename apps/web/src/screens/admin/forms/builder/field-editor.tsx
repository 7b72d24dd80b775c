import { getIn, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { formFieldTypes } from '@plein/validation';
import { Button, Cluster } from '@plein/ui-kit';
import { FormCheckbox } from '../../../../forms/form-checkbox';
import { FormTextField } from '../../../../forms/form-text-field';
import { FormSelect } from '../../shared/form-select';
import type { BuilderField, BuilderValues } from './builder-values';
import { canBeRequired } from './field-kinds';
import { suggestFieldKey } from './field-key';
import { FieldProperties } from './field-properties';
import { LocalizedFields } from './localized-fields';
import { RulesEditor } from './rules-editor';

/** Which way a field moves. */
export type MoveDirection = 'up' | 'down';

/** The ids a field's parts carry, so the list can move focus to them. */
export const fieldIds = (uid: string) => ({
  item: `form-field-${uid}`,
  legend: `form-field-${uid}-legend`,
  body: `form-field-${uid}-body`,
  toggle: `form-field-${uid}-toggle`,
  label: `form-field-${uid}-label`,
  up: `form-field-${uid}-up`,
  down: `form-field-${uid}-down`,
});

/** How texts name a field: by its Dutch label, else by its place ("Veld ‘Naam’", "Veld 2"). */
export function useFieldNames(field: BuilderField, place: number) {
  const { t } = useTranslation('admin');
  const label = field.label.nl.trim();
  const values = { label, place };
  return {
    /** At the start of a sentence: "Veld ‘Naam’". */
    name: t(label ? 'forms.builder.namedField' : 'forms.builder.numberedField', values),
    /** Mid-sentence: "veld ‘Naam’". */
    inner: t(label ? 'forms.builder.namedFieldInner' : 'forms.builder.numberedFieldInner', values),
  };
}

/**
 * One field of the draft: its type, label and help in both languages, key (following the Dutch
 * label until changed), required, what belongs to its type and its custom rules, with buttons
 * to show or hide those (a long form stays scannable), to move it up or down and to remove it. The move buttons stay focusable at the ends of the
 * list (`aria-disabled`), so focus is never lost after a move.
 */
export function FieldEditor({
  field,
  index,
  count,
  open,
  onToggle,
  onMove,
  onRemove,
}: {
  field: BuilderField;
  index: number;
  /** How many fields the form has. */
  count: number;
  /** Whether its properties show; a field with a problem after a save shows them anyway. */
  open: boolean;
  onToggle: () => void;
  onMove: (direction: MoveDirection) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('admin');
  const { values, errors, submitCount, setFieldValue } = useFormikContext<BuilderValues>();
  const shown = open || (submitCount > 0 && getIn(errors, `fields.${index}`) !== undefined);
  const ids = fieldIds(field.uid);
  const { name, inner } = useFieldNames(field, index + 1);
  const path = (property: string) => `fields.${index}.${property}`;
  const type = t(`forms.types.${field.type}`);
  const label = field.label.nl.trim();
  const otherKeys = () =>
    values.fields.filter((other) => other !== field).map((other) => other.key);
  const moveButton = (direction: MoveDirection, possible: boolean) => (
    <Button
      id={ids[direction]}
      size="sm"
      variant="secondary"
      aria-disabled={possible ? undefined : true}
      aria-label={t(`forms.builder.move.${direction}Named`, { name, inner })}
      onClick={() => {
        if (possible) onMove(direction);
      }}
    >
      <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
      {t(`forms.builder.move.${direction}`)}
    </Button>
  );

  return (
    <li id={ids.item} className="plein-form-builder__field">
      <fieldset className="plein-form-builder__field-set">
        <legend id={ids.legend} tabIndex={-1}>
          {t(label ? 'forms.builder.fieldLegend' : 'forms.builder.fieldLegendUnnamed', {
            place: index + 1,
            type,
            label,
          })}
        </legend>
        <Cluster gap={2} className="plein-form-builder__field-actions">
          <Button
            id={ids.toggle}
            size="sm"
            variant="secondary"
            aria-expanded={shown}
            aria-controls={shown ? ids.body : undefined}
            aria-label={t(shown ? 'forms.builder.collapseNamed' : 'forms.builder.expandNamed', {
              name,
              inner,
            })}
            onClick={onToggle}
          >
            {t(shown ? 'forms.builder.collapse' : 'forms.builder.expand')}
          </Button>
          {moveButton('up', index > 0)}
          {moveButton('down', index < count - 1)}
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('forms.builder.removeNamed', { name, inner })}
            onClick={onRemove}
          >
            {t('forms.builder.remove')}
          </Button>
        </Cluster>
        {shown ? (
          <div id={ids.body} className="plein-form-builder__field-body">
            <FormSelect
              name={path('type')}
              label={t('forms.builder.type')}
              options={formFieldTypes.map((value) => ({
                value,
                label: t(`forms.types.${value}`),
              }))}
            />
            <LocalizedFields
              name={path('label')}
              legend={t(field.type === 'section' ? 'forms.builder.heading' : 'forms.builder.label')}
              dutchId={ids.label}
              maxLength={300}
              required
              onDutchChange={(value) => {
                if (field.keyFollowsLabel) {
                  void setFieldValue(path('key'), suggestFieldKey(value, otherKeys()));
                }
              }}
            />
            <LocalizedFields
              name={path('help')}
              legend={t('forms.builder.help')}
              maxLength={1000}
              multiline
              rows={2}
            />
            <FormTextField
              name={path('key')}
              label={t('forms.builder.key')}
              description={t('forms.builder.keyHelp')}
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              required
              onValueChange={() => {
                if (field.keyFollowsLabel)
                  void setFieldValue(path('keyFollowsLabel'), false, false);
              }}
            />
            {canBeRequired(field.type) ? (
              <FormCheckbox
                name={path('required')}
                label={t('forms.builder.required')}
                description={
                  field.type === 'consent' ? t('forms.builder.requiredConsent') : undefined
                }
              />
            ) : null}
            <FieldProperties field={field} index={index} fieldName={inner} />
            <RulesEditor field={field} index={index} fieldName={inner} />
          </div>
        ) : null}
      </fieldset>
    </li>
  );
}
