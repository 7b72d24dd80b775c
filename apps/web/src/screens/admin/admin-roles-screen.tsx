import { Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateRoleMutation, useDeleteRoleMutation, useGetRolesQuery } from '@plein/api-client';
import type { Role } from '@plein/api-client';
import { Button, Dialog, Notice, Stack } from '@plein/ui-kit';
import { FormLayout } from '../../forms/form-layout';
import { FormTextField } from '../../forms/form-text-field';
import { UnsavedFormGuard } from '../../forms/unsaved-form-guard';
import { errorCodeOf } from '../../identity/error-status';
import { roleSchema } from '../../identity/schemas';
import { useNotify } from '../../notifications/notifications-provider';
import { ScreenMain } from '../screen-main';
import { RoleRow } from './role-row';
import './shared/admin-table.css';

/** Admin: the tenant's roles; create, rename and delete (after a confirmation). */
export function AdminRolesScreen() {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const { data: roles = [], error } = useGetRolesQuery();
  const [create] = useCreateRoleMutation();
  const [remove, removal] = useDeleteRoleMutation();
  const [problem, setProblem] = useState<'conflict' | 'failed' | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);

  return (
    <ScreenMain wide title={t('roles.title')}>
      <Stack gap={6}>
        <section aria-labelledby="roles-heading">
          <Stack gap={4}>
            <h2 id="roles-heading">{t('roles.listTitle')}</h2>
            {error ? (
              <Notice tone="error" role="alert">
                <p>{t('roles.loadFailed')}</p>
              </Notice>
            ) : null}
            {roles.length === 0 ? (
              <p>{t('roles.none')}</p>
            ) : (
              <table className="plein-table plein-table--stack">
                <thead>
                  <tr>
                    <th scope="col">{t('roles.name')}</th>
                    <th scope="col">{t('roles.users')}</th>
                    <th scope="col">{t('roles.grants.column')}</th>
                    <th scope="col">{t('invitations.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {roles.map((role) => (
                    <RoleRow key={role.guid} role={role} onDelete={() => setDeleting(role)} />
                  ))}
                </tbody>
              </table>
            )}
          </Stack>
        </section>
        <section aria-labelledby="new-role-heading">
          <Stack gap={4}>
            <h2 id="new-role-heading">{t('roles.createTitle')}</h2>
            <Formik
              initialValues={{ name: '' }}
              validationSchema={roleSchema}
              onSubmit={async (values, { resetForm }) => {
                setProblem(null);
                const name = values.name.trim();
                const result = await create({ name });
                if (result.error) {
                  setProblem(errorCodeOf(result.error) === 'conflict' ? 'conflict' : 'failed');
                  return;
                }
                resetForm();
                notify({ tone: 'success', message: t('roles.created', { name }) });
              }}
            >
              {() => (
                <FormLayout submitLabel={t('roles.create')}>
                  <UnsavedFormGuard />
                  {problem ? (
                    <Notice tone="error" role="alert">
                      <p>{t(`roles.${problem}`)}</p>
                    </Notice>
                  ) : null}
                  <FormTextField name="name" autoComplete="off" label={t('roles.name')} required />
                </FormLayout>
              )}
            </Formik>
          </Stack>
        </section>
      </Stack>
      <Dialog
        open={deleting !== null}
        title={t('roles.deleteTitle')}
        onDismiss={() => setDeleting(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('user.cancel')}
            </Button>
            <Button
              disabled={removal.isLoading}
              onClick={() => {
                const role = deleting;
                if (!role) return;
                void remove(role.guid).then((result) => {
                  setDeleting(null);
                  notify({
                    tone: result.error ? 'error' : 'success',
                    message: t(result.error ? 'roles.deleteFailed' : 'roles.deleted', {
                      name: role.name,
                    }),
                  });
                });
              }}
            >
              {t('roles.delete')}
            </Button>
          </>
        }
      >
        <p>{t('roles.deleteText', { name: deleting?.name, count: deleting?.userCount ?? 0 })}</p>
      </Dialog>
    </ScreenMain>
  );
}
