import { FieldArray, Form, Formik, useFormikContext } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { array, object, string } from 'yup';
import type { AccessLevel, BuildingBlockInstance, NameValue, Role } from '@plein/api-client';
import { BlockServicesProvider } from '@plein/building-blocks';
import { Button, Cluster, Notice, Stack } from '@plein/ui-kit';
import { FocusFirstError } from '../forms/focus-first-error';
import { FormTextField } from '../forms/form-text-field';
import { AutosaveStatusLine } from './autosave-status';
import { useAutosave } from '../forms/use-autosave';
import { useUnsavedChangesGuard } from '../app/use-unsaved-changes-guard';
import { useUploadImage } from '../images/use-upload-image';
import { blockRegistry } from '../screens/block-registry';
import { AccessFieldset } from './access-fields';
import { useBlockTranslate } from './block-label';
import { ListOptionsFields, listOptionsSchema } from './list-options-fields';
import { joinListOptions, listBlockTypes, splitListOptions } from './list-options-values';
import type { ListOptionValues } from './list-options-values';
import { sameContent } from './same-content';
import type { BlockChanges } from './use-editor-actions';

/** The form's values: the block's content, options and who may see it. */
interface BlockFormValues {
  content: unknown;
  /** The options without controls of their own: name/value rows. */
  options: NameValue[];
  /** A list block's options with controls; null for other blocks. */
  list: ListOptionValues | null;
  permission: AccessLevel;
  roles: string[];
}

const schema = object({
  list: object(listOptionsSchema).nullable(),
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
  /** Save: the changes not saved yet (possibly none), then the drawer closes. */
  onSave: (changes: BlockChanges) => void;
  /** Saves the draft quietly while the form stays open; rejects when the save failed. */
  onAutosave: (changes: BlockChanges) => Promise<void>;
  /** Cancel: what puts the block back as it was when the form opened (none when nothing was saved). */
  onCancel: (revert: BlockChanges) => void;
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
  const rows = values.options.map((option) => ({ name: option.name.trim(), value: option.value }));
  const options = values.list ? joinListOptions(values.list, rows) : rows;
  // A list's stored options as the controls would write them: reading and writing them back
  // unchanged is no change.
  const stored = values.list
    ? joinListOptions(splitListOptions(block.options).list, splitListOptions(block.options).others)
    : block.options;
  if (!sameContent(stored, options)) changes.options = options;
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
 * What is typed is saved to the page's draft by itself once typing pauses (visitors see it only
 * when the page is published), and when the drawer closes. Save saves the rest and closes; Cancel
 * puts the block back as it was when the form opened.
 */
export function BlockConfigForm({
  block,
  roles,
  onSave,
  onAutosave,
  onCancel,
}: BlockConfigFormProps) {
  const stopAutosave = useRef<() => void>(() => undefined);
  const [initial] = useState(() => valuesOf(block));
  return (
    <Formik
      initialValues={initial}
      validationSchema={schema}
      onSubmit={(values) => {
        stopAutosave.current();
        onSave(changesOf(block, values));
      }}
    >
      <Form noValidate>
        <BlockFormBody
          block={block}
          roles={roles}
          onAutosave={onAutosave}
          onCancel={() => {
            stopAutosave.current();
            onCancel(changesOf(block, initial));
          }}
          stopAutosave={stopAutosave}
        />
        <FocusFirstError />
      </Form>
    </Formik>
  );
}

/** The form's values for a block as it is. */
function valuesOf(block: BuildingBlockInstance): BlockFormValues {
  const list = listBlockTypes.includes(block.buildingBlock)
    ? splitListOptions(block.options)
    : null;
  return {
    content: block.content,
    options: list ? list.others : block.options.map((option) => ({ ...option })),
    list: list ? list.list : null,
    permission: block.permission ?? 'Public',
    roles: block.roles ?? [],
  };
}

interface BlockFormBodyProps {
  block: BuildingBlockInstance;
  roles: readonly Role[] | null;
  onAutosave: (changes: BlockChanges) => Promise<void>;
  onCancel: () => void;
  stopAutosave: { current: () => void };
}

/** The fields, the autosave status and the buttons, inside the Formik form. */
function BlockFormBody({ block, roles, onAutosave, onCancel, stopAutosave }: BlockFormBodyProps) {
  const { t } = useTranslation('admin');
  const { values, validateForm, isSubmitting } = useFormikContext<BlockFormValues>();
  const valuesKey = JSON.stringify(values);
  // The values last saved, not the block: the server may store them normalised (sanitised
  // HTML), and comparing with that would save the same values again and again.
  const [savedKey, setSavedKey] = useState(valuesKey);
  const changes = changesOf(block, values);
  const pending = valuesKey !== savedKey && Object.keys(changes).length > 0;
  const autosave = useAutosave({
    pendingKey: pending ? valuesKey : null,
    save: async () => {
      // A form with mistakes waits: its errors show when the user saves.
      if (Object.keys(await validateForm()).length > 0) return false;
      await onAutosave(changes);
      setSavedKey(valuesKey);
      return true;
    },
  });
  stopAutosave.current = autosave.stop;
  const leaveQuestion = useUnsavedChangesGuard(autosave.unsaved && !isSubmitting);
  return (
    <Stack gap={5}>
      {leaveQuestion}
      <BlockContentFields block={block} />
      {values.list ? <ListOptionsFields /> : null}
      <OptionRows other={values.list !== null} />
      <PermissionFields roles={roles} />
      <AutosaveStatusLine status={autosave.status} />
      <Cluster gap={3}>
        <Button type="submit">{t('editor.drawer.save')}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('editor.drawer.cancel')}
        </Button>
      </Cluster>
    </Stack>
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

/**
 * The block's options as editable name/value rows: all of them, or for a list those without a
 * control of their own (`other`).
 */
function OptionRows({ other }: { other: boolean }) {
  const { t } = useTranslation('admin');
  const { values } = useFormikContext<BlockFormValues>();
  return (
    <fieldset className="plein-editor-fieldset">
      <legend>{t(other ? 'editor.options.otherTitle' : 'editor.options.title')}</legend>
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
