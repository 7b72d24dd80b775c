import { TextField } from '@plein/ui-kit';
import { useId } from 'react';
import { useBlockServices } from '../block-services/block-services';
import type { BlockDefinition, BlockEditProps, BlockViewProps } from '../registry/registry';
import { formTranslationKeys as keys, isFormBlockContent } from './form-content';
import type { FormBlockContent } from './form-content';
import { useFormServices } from './form-services';
import type { FormServices } from './form-services';
import { PublicFormView } from './form-view';
import './form.css';

/**
 * A published form on a page, as visitors fill it in (see {@link PublicFormView}). The form
 * comes from the app through FormServicesProvider; without it, or before a form is chosen, the
 * block shows nothing, and a form that is not published (or was deleted) shows nothing either.
 *
 * @example
 * <FormServicesProvider services={services}>
 *   <FormView guid="b1" options={[]} content={{ formGuid: '…' }} />
 * </FormServicesProvider>
 */
export function FormView({ guid, content }: BlockViewProps<FormBlockContent>) {
  const services = useFormServices();
  if (!services || !content.formGuid) return null;
  return <LoadedForm blockGuid={guid} formGuid={content.formGuid} services={services} />;
}

function LoadedForm(props: { blockGuid: string; formGuid: string; services: FormServices }) {
  const { t } = useBlockServices();
  const state = props.services.usePublicForm(props.formGuid);
  if (state.status === 'loading') {
    return (
      <p className="plein-form__loading" role="status">
        {t(keys.loading)}
      </p>
    );
  }
  if (state.status === 'missing') return null;
  return (
    <PublicFormView form={state.form} blockGuid={props.blockGuid} services={props.services} t={t} />
  );
}

/**
 * Chooses the form a block shows: from the forms the app lists (administrators), else by its
 * guid (copied from the forms screen).
 */
export function FormEdit({ content, onChange, t }: BlockEditProps<FormBlockContent>) {
  const services = useFormServices();
  const { choices, loading } = services?.useFormChoices?.() ?? { choices: [], loading: false };
  const id = useId();
  // While the list loads, a select that waits: never a code field that turns into a select.
  if (choices.length === 0 && !loading) {
    return (
      <div className="plein-block-edit">
        <TextField
          label={t(keys.form)}
          description={t(keys.formHint)}
          value={content.formGuid}
          onValueChange={(formGuid) => onChange({ formGuid: formGuid.trim() })}
        />
      </div>
    );
  }
  return (
    <div className="plein-block-edit plein-text-field">
      <label htmlFor={id} className="plein-text-field__label">
        {t(keys.form)}
      </label>
      <select
        id={id}
        className="plein-text-field__control"
        value={loading ? '' : content.formGuid}
        disabled={loading}
        aria-busy={loading || undefined}
        onChange={(event) => onChange({ formGuid: event.target.value })}
      >
        <option value="">{t(loading ? keys.loadingForms : keys.noForm)}</option>
        {choices.map((choice) => (
          <option key={choice.guid} value={choice.guid}>
            {choice.title}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The `form` block type. */
export const formBlock: BlockDefinition<FormBlockContent> = {
  type: 'form',
  View: FormView,
  Edit: FormEdit,
  label: keys.label,
  defaultContent: { formGuid: '' },
  validate: isFormBlockContent,
};
