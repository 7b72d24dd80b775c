import { FieldArray, Form, Formik, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { array, object, string } from 'yup';
import type { AccessLevel, BuildingBlockInstance, NameValue, Role } from '@plein/api-client';
import { BlockServicesProvider } from '@plein/building-blocks';
import { Button, Cluster, Notice, Stack } from '@plein/ui-kit';
import { FocusFirstError } from '../forms/focus-first-error';
import { FormTextField } from '../forms/form-text-field';
import { UnsavedFormGuard } from '../forms/unsaved-form-guard';
import { useUploadImage } from '../images/use-upload-image';
import { blockRegistry } from '../screens/block-registry';
import { AccessFieldset } from './access-fields';
import { useBlockTranslate } from './block-label';
import { sameContent } from './same-content';
import type { BlockChanges } from './use-editor-actions';

/** The form's values: the block's content, options and who may see it. */
interface BlockFormValues {
  content: unknown;
  options: NameValue[];
  permission: AccessLevel;
  roles: string[];
}

const schema = object({
  options: array(
    object({
      name: string().trim().required('validation.required').max(100, 'validation.tooLong'),
      value: string().max(1000, 'admin:editor.options.valueTooLong'),
    }),
  ),
});

/** Props of {@link BlockConfigForm}. */
export interface BlockConfigFormProps {
  block: BuildingBlockInstance;
  /** The tenant's roles; null when they could not be loaded (the roles part is then left out). */
  roles: readonly Role[] | null;
  onSave: (changes: BlockChanges) => void;
  onCancel: () => void;
}

/**
 * What changed between the block and the form's values: only those parts are written.
 *
 * @example
 * changesOf(block, { ...values, content: { html: '<p>Nieuw</p>' } }); // { content: { html: … } }
 */
export function changesOf(block: BuildingBlockInstance, values: BlockFormValues): BlockChanges {
  const changes: BlockChanges = {};
  if (!sameContent(block.content, values.content)) changes.content = values.content;
  const options = values.options.map((option) => ({
    name: option.name.trim(),
    value: option.value,
  }));
  if (!sameContent(block.options, options)) changes.options = options;
  const roles = values.permission === 'Roles' ? values.roles : [];
  if (
    values.permission !== (block.permission ?? 'Public') ||
    !sameContent(block.roles ?? [], roles)
  ) {
    changes.permissions = { addPermission: values.permission, addRoles: roles };
  }
  return changes;
}

/**
 * Configures one block: its type's own Edit form (props guid, content, onChange, t), its options
 * as name/value rows and who may see it (spec section 6: addPermission, and addRoles for Roles).
 * Save hands the changed parts to `onSave`; Cancel drops them.
 */
export function BlockConfigForm({ block, roles, onSave, onCancel }: BlockConfigFormProps) {
  const { t } = useTranslation('admin');
  const initial: BlockFormValues = {
    content: block.content,
    options: block.options.map((option) => ({ ...option })),
    permission: block.permission ?? 'Public',
    roles: block.roles ?? [],
  };
  return (
    <Formik
      initialValues={initial}
      validationSchema={schema}
      onSubmit={(values) => onSave(changesOf(block, values))}
    >
      <Form noValidate>
        <UnsavedFormGuard />
        <Stack gap={5}>
          <BlockContentFields block={block} />
          <OptionRows />
          <PermissionFields roles={roles} />
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

/** The block type's Edit component, fed from and into the form's `content`. */
function BlockContentFields({ block }: { block: BuildingBlockInstance }) {
  const { t } = useTranslation('admin');
  const blockT = useBlockTranslate();
  const { values, setFieldValue } = useFormikContext<BlockFormValues>();
  const uploadImage = useUploadImage({ block: block.guid });
  const definition = blockRegistry.get(block.buildingBlock);
  const valid = definition && (!definition.validate || definition.validate(values.content));
  return (
    <fieldset className="plein-editor-fieldset">
      <legend>{t('editor.block.content')}</legend>
      {definition && valid ? (
        // Images uploaded here belong to the block: visitors see them where they see the block.
        <BlockServicesProvider services={{ uploadImage }}>
          <definition.Edit
            guid={block.guid}
            content={values.content}
            onChange={(content: unknown) => void setFieldValue('content', content)}
            t={blockT}
          />
        </BlockServicesProvider>
      ) : (
        <Notice tone="warning">
          <p>{t('editor.block.noEditor')}</p>
        </Notice>
      )}
    </fieldset>
  );
}

/** The block's options as editable name/value rows. */
function OptionRows() {
  const { t } = useTranslation('admin');
  const { values } = useFormikContext<BlockFormValues>();
  return (
    <fieldset className="plein-editor-fieldset">
      <legend>{t('editor.options.title')}</legend>
      <FieldArray name="options">
        {(rows) => (
          <Stack gap={3}>
            {values.options.length === 0 ? <p>{t('editor.options.none')}</p> : null}
            {values.options.map((_option, index) => (
              <div
                key={index}
                className="plein-editor-option"
                role="group"
                aria-label={t('editor.options.row', { number: index + 1 })}
              >
                <FormTextField name={`options.${index}.name`} label={t('editor.options.name')} />
                <FormTextField name={`options.${index}.value`} label={t('editor.options.value')} />
                <Button variant="ghost" size="sm" onClick={() => rows.remove(index)}>
                  {t('editor.options.remove')}
                </Button>
              </div>
            ))}
            <div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => rows.push({ name: '', value: '' })}
              >
                {t('editor.options.add')}
              </Button>
            </div>
          </Stack>
        )}
      </FieldArray>
    </fieldset>
  );
}

/** Who may see the block; the roles only when the tenant's roles could be loaded. */
function PermissionFields({ roles }: { roles: readonly Role[] | null }) {
  const { t } = useTranslation('admin');
  return (
    <AccessFieldset
      legend={t('editor.block.visibility')}
      level={{ name: 'permission', label: t('editor.block.permission') }}
      roleList={{ name: 'roles', legend: t('editor.block.roles') }}
      roles={roles}
    />
  );
}
