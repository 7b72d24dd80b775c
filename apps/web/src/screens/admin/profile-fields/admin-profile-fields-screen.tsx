import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  localizedText,
  useDeleteProfileFieldDefinitionMutation,
  useGetProfileFieldDefinitionsQuery,
  usePutProfileFieldDefinitionMutation,
} from '@plein/api-client';
import type { ProfileFieldDefinition } from '@plein/api-client';
import { Button, Cluster, Dialog, Link, Notice, Stack } from '@plein/ui-kit';
import { useBackgroundTask } from '../../../tasks/use-background-task';
import { ScreenMain } from '../../screen-main';
import { ProfileFieldDialog } from './profile-field-dialog';
import { toDefinitionInput, toFormValues } from './profile-field-schema';
import '../shared/admin-content.css';
import './profile-fields.css';

/** Which field the add/edit dialog is about: closed, a new field, or an existing one. */
type Editing = { field: ProfileFieldDefinition | null } | null;

/**
 * Admin: the tenant's profile field definitions (built-in ones read-only) with add, edit and
 * delete (after a confirmation). Writes are background tasks with undo.
 */
export function AdminProfileFieldsScreen() {
  const { t, i18n } = useTranslation('admin');
  const runTask = useBackgroundTask();
  const { data: fields = [], error } = useGetProfileFieldDefinitionsQuery();
  const [put] = usePutProfileFieldDefinitionMutation();
  const [remove] = useDeleteProfileFieldDefinitionMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ProfileFieldDefinition | null>(null);
  const captionId = useId();
  const labelOf = (field: ProfileFieldDefinition) => localizedText(field.label, i18n.language);

  const confirmDelete = () => {
    const field = deleting;
    setDeleting(null);
    if (!field) return;
    const previous = toDefinitionInput(toFormValues(field));
    void runTask({
      kind: 'delete',
      subject: t('profileFields.subject', { label: labelOf(field) }),
      run: () => remove(field.key).unwrap(),
      undo: () => put({ key: field.key, field: previous }).unwrap(),
    });
  };

  return (
    <ScreenMain wide title={t('profileFields.title')}>
      <Stack gap={5}>
        <p>
          <Link href="/admin/users">{t('profileFields.backToUsers')}</Link>
        </p>
        <p>{t('profileFields.intro')}</p>
        {error ? (
          <Notice tone="error" role="alert">
            <p>{t('profileFields.loadFailed')}</p>
          </Notice>
        ) : null}
        <div>
          <Button onClick={() => setEditing({ field: null })}>{t('profileFields.addField')}</Button>
        </div>
        <div className="plein-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className="plein-table">
            <caption id={captionId}>{t('profileFields.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('profileFields.columns.label')}</th>
                <th scope="col">{t('profileFields.columns.key')}</th>
                <th scope="col">{t('profileFields.columns.place')}</th>
                <th scope="col">{t('profileFields.columns.inputType')}</th>
                <th scope="col">{t('profileFields.columns.rules')}</th>
                <th scope="col">{t('profileFields.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {fields.map((field) => (
                <tr key={field.key}>
                  <th scope="row">
                    <span lang="nl">{field.label.nl}</span>
                    {field.label.en ? (
                      <>
                        {' / '}
                        <span lang="en">{field.label.en}</span>
                      </>
                    ) : null}
                  </th>
                  <td>
                    <code>{field.key}</code>
                  </td>
                  <td>
                    {t(`profileFields.categories.${field.category}`)}
                    {' › '}
                    {localizedText(field.sectionLabel, i18n.language)}
                  </td>
                  <td>
                    {t(`profileFields.inputTypes.${field.inputType}`, {
                      defaultValue: field.inputType,
                    })}
                  </td>
                  <td>
                    {[
                      field.required ? t('profileFields.rules.required') : null,
                      t(`profileFields.visibilities.${field.visibleFor}`),
                      field.mett ? t('profileFields.rules.mett') : null,
                    ]
                      .filter(Boolean)
                      .join(', ')}
                  </td>
                  <td>
                    {field.builtIn ? (
                      t('profileFields.builtIn')
                    ) : (
                      <Cluster gap={2}>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={t('profileFields.editNamed', { label: labelOf(field) })}
                          onClick={() => setEditing({ field })}
                        >
                          {t('profileFields.edit')}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={t('profileFields.deleteNamed', { label: labelOf(field) })}
                          onClick={() => setDeleting(field)}
                        >
                          {t('profileFields.delete')}
                        </Button>
                      </Cluster>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Stack>
      <ProfileFieldDialog
        open={editing !== null}
        field={editing?.field ?? null}
        takenKeys={fields.map((field) => field.key)}
        onClose={() => setEditing(null)}
      />
      <Dialog
        open={deleting !== null}
        title={t('profileFields.deleteTitle')}
        onDismiss={() => setDeleting(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('profileFields.cancel')}
            </Button>
            <Button onClick={confirmDelete}>{t('profileFields.delete')}</Button>
          </>
        }
      >
        <p>{t('profileFields.deleteText', { label: deleting ? labelOf(deleting) : '' })}</p>
      </Dialog>
    </ScreenMain>
  );
}
