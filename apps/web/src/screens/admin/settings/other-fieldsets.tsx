import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../../forms/form-checkbox';
import { FormTextField } from '../../../forms/form-text-field';
import { SettingsFieldset } from './form-parts';

/** Navigation: the sub menu and breadcrumbs. */
export function NavigationFieldset() {
  const { t } = useTranslation('admin');
  return (
    <SettingsFieldset legend={t('settingsScreen.navigation.legend')}>
      <FormCheckbox
        name="showSubMenu"
        label={t('settingsScreen.navigation.showSubMenu')}
        description={t('settingsScreen.navigation.showSubMenuHelp')}
      />
      <FormCheckbox
        name="showBreadcrumbsByDefault"
        label={t('settingsScreen.navigation.showBreadcrumbsByDefault')}
        description={t('settingsScreen.navigation.showBreadcrumbsByDefaultHelp')}
      />
    </SettingsFieldset>
  );
}

/** Integrations: Google site verification, Siteimprove and automatic translation. */
export function IntegrationsFieldset() {
  const { t } = useTranslation('admin');
  return (
    <SettingsFieldset legend={t('settingsScreen.integrations.legend')}>
      <FormTextField
        name="googleSiteVerification"
        label={t('settingsScreen.integrations.googleSiteVerification')}
        description={t('settingsScreen.integrations.googleSiteVerificationHelp')}
        autoComplete="off"
        spellCheck={false}
      />
      <FormTextField
        name="siteimproveId"
        label={t('settingsScreen.integrations.siteimproveId')}
        description={t('settingsScreen.integrations.siteimproveIdHelp')}
        autoComplete="off"
        spellCheck={false}
      />
      <FormCheckbox
        name="siteimproveCookieLess"
        label={t('settingsScreen.integrations.siteimproveCookieLess')}
        description={t('settingsScreen.integrations.siteimproveCookieLessHelp')}
      />
      <FormCheckbox
        name="showAutoTranslate"
        label={t('settingsScreen.integrations.showAutoTranslate')}
        description={t('settingsScreen.integrations.showAutoTranslateHelp')}
      />
      <FormCheckbox
        name="statisticsExcludeStaff"
        label={t('settingsScreen.integrations.statisticsExcludeStaff')}
        description={t('settingsScreen.integrations.statisticsExcludeStaffHelp')}
      />
    </SettingsFieldset>
  );
}
