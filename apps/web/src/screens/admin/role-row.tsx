import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateRoleMutation } from '@plein/api-client';
import type { Role } from '@plein/api-client';
import { Button, Cluster, Notice, Stack } from '@plein/ui-kit';
import { FormTextField } from '../../forms/form-text-field';
import { UnsavedFormGuard } from '../../forms/unsaved-form-guard';
import { errorCodeOf } from '../../identity/error-status';
import { roleSchema } from '../../identity/schemas';
import { useNotify } from '../../notifications/notifications-provider';
import { RoleGrantsDisclosure } from './role-grants';

/** One role in the roles table, renamed in place. */
export function RoleRow({ role, onDelete }: { role: Role; onDelete: () => void }) {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const [rename] = useUpdateRoleMutation();
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<'conflict' | 'failed' | null>(null);

  return (
    <tr>
      <td data-label={t('roles.name')}>
        {editing ? (
          <Formik
            initialValues={{ name: role.name }}
            validationSchema={roleSchema}
            onSubmit={async (values) => {
              setProblem(null);
              const name = values.name.trim();
              const result = await rename({
                guid: role.guid,
                role: { name, description: role.description },
              });
              if (result.error) {
                setProblem(errorCodeOf(result.error) === 'conflict' ? 'conflict' : 'failed');
                return;
              }
              setEditing(false);
              notify({ tone: 'success', message: t('roles.renamed', { name }) });
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate>
                <UnsavedFormGuard />
                <Stack gap={2}>
                  {problem ? (
                    <Notice tone="error" role="alert">
                      <p>{t(`roles.${problem}`)}</p>
                    </Notice>
                  ) : null}
                  <FormTextField
                    name="name"
                    autoComplete="off"
                    label={t('roles.newName', { name: role.name })}
                    autoFocus
                  />
                  <Cluster gap={2}>
                    <Button type="submit" size="sm" disabled={isSubmitting}>
                      {t('roles.save')}
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
                      {t('user.cancel')}
                    </Button>
                  </Cluster>
                </Stack>
              </Form>
            )}
          </Formik>
        ) : (
          role.name
        )}
      </td>
      <td data-label={t('roles.users')}>{role.userCount}</td>
      <td>
        <RoleGrantsDisclosure role={role} />
      </td>
      <td>
        <Cluster gap={2}>
          {editing ? null : (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('roles.renameNamed', { name: role.name })}
              onClick={() => setEditing(true)}
            >
              {t('roles.rename')}
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('roles.deleteNamed', { name: role.name })}
            onClick={onDelete}
          >
            {t('roles.delete')}
          </Button>
        </Cluster>
      </td>
    </tr>
  );
}
