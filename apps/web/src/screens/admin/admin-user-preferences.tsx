import { useTranslation } from 'react-i18next';
import { preferredInterfaceLanguage, preferredNotificationPosition } from '@plein/api-client';
import type { ApplicationUser } from '@plein/api-client';
import { Stack } from '@plein/ui-kit';
import { notificationCloseSeconds } from '../../identity/notification-close';

/**
 * A user's preferences as an admin sees them, read only: they are the user's own choices (the
 * interface language, where notifications appear and how long they stay).
 */
export function AdminUserPreferences({ user }: { user: ApplicationUser }) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const language = preferredInterfaceLanguage(user.properties);
  const position = preferredNotificationPosition(user.properties);
  return (
    <section aria-labelledby="user-preferences-heading">
      <Stack gap={4}>
        <h2 id="user-preferences-heading">{t('user.categories.preferences')}</h2>
        <dl className="plein-read-only">
          <dt>{tCommon('account.interfaceLanguage')}</dt>
          <dd>
            {language ? (
              <span lang={language}>{tCommon(`languages.${language}`)}</span>
            ) : (
              t('user.languageNotChosen')
            )}
          </dd>
          <dt>{tCommon('account.notificationPosition')}</dt>
          <dd>{tCommon(`account.notificationPositions.${position}`)}</dd>
          <dt>{tCommon('account.notificationClose')}</dt>
          <dd>{notificationCloseSeconds(user)}</dd>
        </dl>
      </Stack>
    </section>
  );
}
