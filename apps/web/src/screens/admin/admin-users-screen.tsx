import { useTranslation } from 'react-i18next';
import { Form, useSearchParams } from 'react-router';
import { accountTypeOf, useGetAdminUsersQuery, useGetRolesQuery } from '@plein/api-client';
import { Button, Cluster, Link, Notice, Stack, TextField } from '@plein/ui-kit';
import { pageNumberOf } from '../../identity/account-categories';
import { displayName } from '../../identity/use-application-user';
import { listPageSize } from '../../routing/identity-steps';
import { Pager } from '../pager';
import { ScreenMain } from '../screen-main';
import { InvitationsTable } from './invitations-table';
import { InviteUserForm } from './invite-user-form';
import { flagLabels } from './user-flags';
import './shared/admin-table.css';

/** Admin: the tenant's users (search, paging), an invitation form and the open invitations. */
export function AdminUsersScreen() {
  const { t } = useTranslation('admin');
  const [query] = useSearchParams();
  const search = query.get('search')?.trim() ?? '';
  const page = pageNumberOf(query.get('page'));
  const { data, error } = useGetAdminUsersQuery({
    ...(search ? { search } : {}),
    page,
    pageSize: listPageSize,
  });
  const { data: roles = [] } = useGetRolesQuery();
  const roleName = (guid: string) => roles.find((role) => role.guid === guid)?.name ?? guid;

  return (
    <ScreenMain wide title={t('users.title')}>
      <Stack gap={6}>
        <Cluster gap={4}>
          <Link href="/admin/users/fields">{t('profileFields.manage')}</Link>
          <Link href="/admin/users/outbox">{t('outbox.link')}</Link>
        </Cluster>
        <section aria-labelledby="users-heading">
          <Stack gap={4}>
            <h2 id="users-heading">{t('users.listTitle')}</h2>
            <Form method="get" role="search" aria-label={t('users.search')}>
              <Cluster gap={3} align="end">
                <TextField
                  name="search"
                  type="search"
                  label={t('users.search')}
                  defaultValue={search}
                  key={search}
                />
                <Button type="submit" variant="secondary">
                  {t('users.searchSubmit')}
                </Button>
              </Cluster>
            </Form>
            {error ? (
              <Notice tone="error" role="alert">
                <p>{t('users.loadFailed')}</p>
              </Notice>
            ) : null}
            <p role="status">{data ? t('users.count', { count: data.total }) : null}</p>
            {data?.items.length ? (
              <table className="plein-table">
                <thead>
                  <tr>
                    <th scope="col">{t('users.name')}</th>
                    <th scope="col">{t('users.email')}</th>
                    <th scope="col">{t('users.kind')}</th>
                    <th scope="col">{t('users.rights')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((user) => (
                    <tr key={user.guid}>
                      <td>
                        <Link href={`/admin/users/${user.guid}/security`}>{displayName(user)}</Link>
                      </td>
                      <td>{user.email}</td>
                      <td>{t(`users.kinds.${accountTypeOf(user)}`)}</td>
                      <td>
                        {[
                          ...flagLabels(user).map((key) => t(key)),
                          ...user.roleIds.map(roleName),
                        ].join(', ') || t('users.noRights')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
            {data ? <Pager label={t('users.pages')} list={data} /> : null}
          </Stack>
        </section>
        <InviteUserForm roles={roles} />
        <InvitationsTable />
      </Stack>
    </ScreenMain>
  );
}
