import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useDeactivateAdminUserMutation,
  useGetRolesQuery,
  useSendVerificationMutation,
  useUpdateAdminUserMutation,
} from '@plein/api-client';
import type { AdminUserUpdate, ApplicationUser } from '@plein/api-client';
import { useAppDispatch, userUpdated } from '@plein/state-store';
import { Button, Cluster, Dialog, Notice, Stack } from '@plein/ui-kit';
import { FormCheckbox } from '../../forms/form-checkbox';
import { UnsavedFormGuard } from '../../forms/unsaved-form-guard';
import { useApplicationUser } from '../../identity/use-application-user';
import { useNotify } from '../../notifications/notifications-provider';
import { editableFlags } from './user-flags';
import { verificationOutcome } from '../../identity/verification-outcome';

/**
 * A user's rights: the flags and roles an admin sets, deactivation (after a confirmation) and a
 * new verification mail. Changing one's own rights updates the signed-in user at once.
 */
export function UserAccessForm({ user }: { user: ApplicationUser }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const me = useApplicationUser();
  const { data: roles = [] } = useGetRolesQuery();
  const [update] = useUpdateAdminUserMutation();
  const [deactivate, deactivation] = useDeactivateAdminUserMutation();
  const [sendVerification, verification] = useSendVerificationMutation();
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const saved = (changed: ApplicationUser, message: string) => {
    if (changed.guid === me?.guid) dispatch(userUpdated(changed));
    notify({ tone: 'success', message });
  };
  const initial = {
    isAdmin: user.isAdmin,
    isContentManager: user.isContentManager,
    isDeveloper: user.isDeveloper,
    isActive: user.isActive,
    roleIds: user.roleIds,
  };

  return (
    <section aria-labelledby="access-heading">
      <Stack gap={4}>
        <h2 id="access-heading">{t('user.accessTitle')}</h2>
        <Formik
          initialValues={initial}
          enableReinitialize
          onSubmit={async (values, { resetForm }) => {
            setFailed(false);
            const body: AdminUserUpdate = { roleIds: values.roleIds };
            for (const flag of editableFlags) body[flag] = values[flag];
            const result = await update({ guid: user.guid, update: body });
            if (result.error) {
              setFailed(true);
              return;
            }
            resetForm({ values });
            saved(result.data, t('user.saved'));
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <UnsavedFormGuard />
              <Stack gap={4}>
                {failed ? (
                  <Notice tone="error" role="alert">
                    <p>{t('user.saveFailed')}</p>
                  </Notice>
                ) : null}
                <fieldset>
                  <legend>{t('invite.rights')}</legend>
                  <Stack gap={2}>
                    {editableFlags.map((flag) => (
                      <FormCheckbox key={flag} name={flag} label={t(`users.flags.${flag}`)} />
                    ))}
                  </Stack>
                </fieldset>
                <fieldset>
                  <legend>{t('invite.roles')}</legend>
                  {roles.length ? (
                    <Stack gap={2}>
                      {roles.map((role) => (
                        <FormCheckbox
                          key={role.guid}
                          name="roleIds"
                          value={role.guid}
                          label={role.name}
                        />
                      ))}
                    </Stack>
                  ) : (
                    <p>{t('roles.none')}</p>
                  )}
                </fieldset>
                <div>
                  <Button type="submit" disabled={isSubmitting}>
                    {t('user.save')}
                  </Button>
                </div>
              </Stack>
            </Form>
          )}
        </Formik>
        <Cluster gap={3}>
          {user.isActive ? (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('user.deactivate')}
            </Button>
          ) : null}
          {user.emailVerified ? null : (
            <Button
              variant="secondary"
              disabled={verification.isLoading}
              onClick={() =>
                void sendVerification({ userGuid: user.guid }).then((result) => {
                  const outcome = verificationOutcome(result.data);
                  notify({
                    tone: outcome === 'Sent' || outcome === 'Queued' ? 'success' : 'error',
                    message:
                      outcome === 'Queued'
                        ? t('user.verificationQueued')
                        : t(`common:verification.${outcome}`),
                  });
                })
              }
            >
              {t('user.sendVerification')}
            </Button>
          )}
        </Cluster>
      </Stack>
      <Dialog
        open={confirming}
        title={t('user.deactivateTitle')}
        onDismiss={() => setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('user.cancel')}
            </Button>
            <Button
              disabled={deactivation.isLoading}
              onClick={() =>
                void deactivate(user.guid).then((result) => {
                  setConfirming(false);
                  if (result.error) notify({ tone: 'error', message: t('user.saveFailed') });
                  else saved(result.data, t('user.deactivated'));
                })
              }
            >
              {t('user.deactivate')}
            </Button>
          </>
        }
      >
        <p>{t('user.deactivateText', { email: user.email })}</p>
      </Dialog>
    </section>
  );
}
