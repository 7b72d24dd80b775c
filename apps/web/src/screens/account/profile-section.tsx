import { Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateLoggedInProfileMutation } from '@plein/api-client';
import type { ApplicationUser, ProfileUpdate } from '@plein/api-client';
import { useAppDispatch, userUpdated } from '@plein/state-store';
import { Notice, Stack } from '@plein/ui-kit';
import { FormLayout } from '../../forms/form-layout';
import { NameFields } from '../../forms/name-fields';
import { FormTextField } from '../../forms/form-text-field';
import { propertyValue, withProperty } from '../../identity/notification-close';
import { profileSchema } from '../../identity/schemas';
import { useNotify } from '../../notifications/notifications-provider';

/** The profile fields a user edits here. */
export interface ProfileValues {
  firstName: string;
  middleName: string;
  lastName: string;
  alias: string;
}

/** The form values of a user's profile. */
export function profileValues(user: ApplicationUser): ProfileValues {
  return {
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    alias: propertyValue(user, 'alias'),
  };
}

/** The update that saves profile values (the alias is a property, spec section 3). */
export function profileUpdate(user: ApplicationUser, values: ProfileValues): ProfileUpdate {
  return {
    firstName: values.firstName.trim(),
    middleName: values.middleName.trim(),
    lastName: values.lastName.trim(),
    properties: withProperty(user.properties, 'alias', values.alias.trim()),
  };
}

/** Names and alias, with the e-mail address shown; saving offers an undo (spec section 4). */
export function ProfileSection({ user }: { user: ApplicationUser }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const [update] = useUpdateLoggedInProfileMutation();
  const [failed, setFailed] = useState(false);

  const save = async (body: ProfileUpdate) => {
    const result = await update(body);
    if (result.error) return false;
    dispatch(userUpdated(result.data));
    return true;
  };

  return (
    <section aria-labelledby="profile-heading">
      <Stack gap={4}>
        <h2 id="profile-heading">{t('account.categories.profile')}</h2>
        <dl className="plein-read-only">
          <dt>{t('account.email')}</dt>
          <dd>{user.email}</dd>
        </dl>
        <Formik
          initialValues={profileValues(user)}
          enableReinitialize
          validationSchema={profileSchema}
          onSubmit={async (values) => {
            setFailed(false);
            const before = profileUpdate(user, profileValues(user));
            if (!(await save(profileUpdate(user, values)))) {
              setFailed(true);
              return;
            }
            notify({
              tone: 'success',
              message: t('account.profileSaved'),
              action: {
                label: t('notifications.undo'),
                run: () => {
                  void save(before).then((restored) =>
                    notify({
                      tone: restored ? 'info' : 'error',
                      message: t(restored ? 'account.profileRestored' : 'account.saveFailed'),
                    }),
                  );
                },
              },
            });
          }}
        >
          {() => (
            <FormLayout submitLabel={t('account.save')}>
              {failed ? (
                <Notice tone="error" role="alert">
                  <p>{t('account.saveFailed')}</p>
                </Notice>
              ) : null}
              <NameFields />
              <FormTextField
                name="alias"
                autoComplete="nickname"
                label={t('account.alias')}
                description={t('account.aliasHelp')}
              />
            </FormLayout>
          )}
        </Formik>
      </Stack>
    </section>
  );
}
