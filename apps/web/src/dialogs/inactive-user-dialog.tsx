import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@plein/ui-kit';
import { useApplicationUser } from '../identity/use-application-user';
import { useSignOut } from '../identity/use-sign-out';
import { useInBrowser } from './use-in-browser';

/**
 * The inactive-user dialog (spec section 2): a signed-in user whose account was deactivated is
 * told so and may sign out; closing it leaves them on the public pages for this visit.
 */
export function InactiveUserDialog() {
  const { t } = useTranslation();
  const user = useApplicationUser();
  const inBrowser = useInBrowser();
  const signOut = useSignOut();
  const [closed, setClosed] = useState(false);
  const open = inBrowser && !closed && user !== null && !user.isActive;
  return (
    <Dialog
      open={open}
      title={t('inactive.title')}
      onDismiss={() => setClosed(true)}
      actions={
        <>
          <Button variant="secondary" onClick={() => setClosed(true)}>
            {t('inactive.close')}
          </Button>
          <Button onClick={() => void signOut()}>{t('userMenu.signOut')}</Button>
        </>
      }
    >
      <p>{t('inactive.text')}</p>
    </Dialog>
  );
}
