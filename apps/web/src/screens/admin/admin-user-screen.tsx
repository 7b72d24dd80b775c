import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { localizedText, useGetAdminUserQuery } from '@plein/api-client';
import { Stack } from '@plein/ui-kit';
import { adminUserCategories, asCategory } from '../../identity/account-categories';
import { propertyValue } from '../../identity/notification-close';
import { displayName } from '../../identity/use-application-user';
import { NotFoundScreen } from '../not-found-screen';
import { SectionNavigation } from '../section-navigation';
import { ScreenMain } from '../screen-main';
import { ActivitySection } from '../account/activity-section';
import { AdminUserPreferences } from './admin-user-preferences';
import { InvitationsTable } from './invitations-table';
import { UserAccessForm } from './user-access-form';

/**
 * Admin: one user (`admin/users/{guid}/{category}`), in the five categories of the user's own
 * account page: the profile as an admin may see it, the preferences (read only), the activity,
 * the terms status, and the rights (flags and roles), deactivation and invitation mails.
 */
export function AdminUserScreen() {
  const { t, i18n } = useTranslation('admin');
  const { guid, accountCategory } = useParams();
  const category = asCategory(adminUserCategories, accountCategory);
  const { data } = useGetAdminUserQuery(guid && category ? guid : skipToken);
  if (!category || !data) return <NotFoundScreen />;
  const { user, fields } = data;
  const shown = fields.filter((field) => !field.builtIn && propertyValue(user, field.key));

  return (
    <ScreenMain wide title={displayName(user)} section={t(`user.categories.${category}`)}>
      <SectionNavigation
        label={t('user.sections')}
        base={`/admin/users/${user.guid}`}
        sections={adminUserCategories}
        current={category}
        labelOf={(section) => t(`user.categories.${section}`)}
      />
      {category === 'profile' ? (
        <section aria-labelledby="user-profile-heading">
          <Stack gap={4}>
            <h2 id="user-profile-heading">{t('user.categories.profile')}</h2>
            <dl className="plein-read-only">
              <dt>{t('users.name')}</dt>
              <dd>{[user.firstName, user.middleName, user.lastName].filter(Boolean).join(' ')}</dd>
              <dt>{t('users.email')}</dt>
              <dd>
                {user.email} (
                {t(user.emailVerified ? 'user.emailVerified' : 'user.emailNotVerified')})
              </dd>
              <dt>{t('user.origin')}</dt>
              <dd>{t(`user.origins.${data.origin}`)}</dd>
              <dt>{t('user.alias')}</dt>
              <dd>{propertyValue(user, 'alias') || '—'}</dd>
              {shown.map((field) => (
                <div key={field.key}>
                  <dt>{localizedText(field.label, i18n.language)}</dt>
                  <dd>{propertyValue(user, field.key)}</dd>
                </div>
              ))}
            </dl>
          </Stack>
        </section>
      ) : null}
      {category === 'preferences' ? <AdminUserPreferences user={user} /> : null}
      {category === 'activity' ? <ActivitySection userGuid={user.guid} /> : null}
      {category === 'privacy' ? (
        <section aria-labelledby="user-privacy-heading">
          <Stack gap={4}>
            <h2 id="user-privacy-heading">{t('user.categories.privacy')}</h2>
            <p>
              {user.termsOfUseVersionAccepted === null
                ? t('user.termsNotAccepted')
                : t('user.termsAccepted', { version: user.termsOfUseVersionAccepted })}
            </p>
          </Stack>
        </section>
      ) : null}
      {category === 'security' ? (
        <Stack gap={6}>
          <UserAccessForm user={user} />
          <InvitationsTable email={user.email} />
        </Stack>
      ) : null}
    </ScreenMain>
  );
}
