import { useTranslation } from 'react-i18next';
import { useUpdateLoggedInProfileMutation } from '@plein/api-client';
import type { ApplicationUser } from '@plein/api-client';
import { useAppDispatch, userUpdated } from '@plein/state-store';
import { Stack } from '@plein/ui-kit';
import { ImageUploadField } from '../../images/image-upload-field';
import { propertyValue, withProperty } from '../../identity/notification-close';
import { profilePhotoSrc } from '../../identity/profile-photo';
import { useNotify } from '../../notifications/notifications-provider';
import './profile-photo-section.css';

/**
 * The profile photo (property `profielfoto`): uploaded for this profile and saved at once.
 * Platform staff have a fixed photo (spec section 6) and see it instead of an upload.
 */
export function ProfilePhotoSection({ user }: { user: ApplicationUser }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const [update] = useUpdateLoggedInProfileMutation();
  const photo = propertyValue(user, 'profielfoto');

  const save = async (guid: string | null) => {
    const result = await update({
      properties: withProperty(user.properties, 'profielfoto', guid ?? ''),
    });
    if (result.data) dispatch(userUpdated(result.data));
    notify({
      tone: result.error ? 'error' : 'success',
      message: t(result.error ? 'account.photo.failed' : 'account.photo.saved'),
    });
  };

  return (
    <section aria-labelledby="profile-photo-heading" className="plein-profile-photo">
      <Stack gap={3}>
        <h3 id="profile-photo-heading">{t('account.photo.title')}</h3>
        {user.isMett ? (
          <>
            <img
              className="plein-profile-photo__image"
              src={profilePhotoSrc(user, 96) ?? ''}
              alt={t('account.photo.staffAlt')}
              width={96}
              height={96}
            />
            <p>{t('account.photo.staffNote')}</p>
          </>
        ) : (
          <>
            <p>{t('account.photo.help')}</p>
            <ImageUploadField
              id="profile-photo"
              scope={{ profile: user.guid }}
              imageGuid={photo || null}
              onChange={(guid) => void save(guid)}
            />
          </>
        )}
      </Stack>
    </section>
  );
}
