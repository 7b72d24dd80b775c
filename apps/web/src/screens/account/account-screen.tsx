import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { accountCategories, asCategory } from '../../identity/account-categories';
import { useApplicationUser } from '../../identity/use-application-user';
import { NotFoundScreen } from '../not-found-screen';
import { ScreenMain } from '../screen-main';
import { SectionNavigation } from '../section-navigation';
import { ActivitySection } from './activity-section';
import { PreferencesSection } from './preferences-section';
import { PrivacySection } from './privacy-section';
import { ProfileSection } from './profile-section';
import { SecuritySection } from './security-section';

const sections = {
  profile: ProfileSection,
  preferences: PreferencesSection,
  activity: ActivitySection,
  privacy: PrivacySection,
  security: SecuritySection,
};

/** The signed-in user's account page, one section per category (spec section 2). */
export function AccountScreen() {
  const { t } = useTranslation();
  const { accountCategory } = useParams();
  const user = useApplicationUser();
  const category = asCategory(accountCategories, accountCategory);
  if (!category || !user) return <NotFoundScreen />;
  const Section = sections[category];
  return (
    <ScreenMain title={t('account.title')} section={t(`account.categories.${category}`)} wide>
      <SectionNavigation
        label={t('account.sections')}
        base="/account"
        sections={accountCategories}
        current={category}
        labelOf={(section) => t(`account.categories.${section}`)}
      />
      <Section user={user} />
    </ScreenMain>
  );
}
