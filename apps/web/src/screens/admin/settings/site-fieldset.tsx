import { FieldArray, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Button } from '@plein/ui-kit';
import { FormTextField } from '../../../forms/form-text-field';
import { FormSelect } from '../shared/form-select';
import { FormTextArea } from '../shared/form-text-area';
import { ListError, SettingsFieldset, useFocusLater } from './form-parts';
import { isHostName, settingsLimits } from './settings-schema';
import type { SettingsFormValues } from './settings-values';

/** The host names the site answers at, as a list of text fields. */
function HostNamesEditor() {
  const { t } = useTranslation('admin');
  const { values } = useFormikContext<SettingsFormValues>();
  const focusLater = useFocusLater();
  return (
    <FieldArray name="hostNames">
      {(list) => (
        <fieldset
          className="plein-settings__list"
          aria-describedby="host-names-help host-names-error"
        >
          <legend>{t('settingsScreen.site.hostNames')}</legend>
          <p id="host-names-help" className="plein-settings__help">
            {t('settingsScreen.site.hostNamesHelp')}
          </p>
          <ul className="plein-settings__entries">
            {values.hostNames.map((host, index) => (
              <li key={index} className="plein-settings__entry plein-settings__entry--inline">
                <FormTextField
                  id={`host-name-${index}`}
                  name={`hostNames.${index}`}
                  label={t('settingsScreen.site.hostName', { number: index + 1 })}
                  autoComplete="off"
                  spellCheck={false}
                />
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('settingsScreen.site.removeHostNamed', {
                    host: host || index + 1,
                  })}
                  onClick={() => {
                    list.remove(index);
                    focusLater('host-names-add');
                  }}
                >
                  {t('settingsScreen.remove')}
                </Button>
              </li>
            ))}
          </ul>
          <ListError name="hostNames" id="host-names-error" />
          {values.hostNames.length < settingsLimits.hostNames ? (
            <div>
              <Button
                id="host-names-add"
                size="sm"
                variant="secondary"
                onClick={() => {
                  list.push('');
                  focusLater(`host-name-${values.hostNames.length}`);
                }}
              >
                {t('settingsScreen.site.addHostName')}
              </Button>
            </div>
          ) : null}
        </fieldset>
      )}
    </FieldArray>
  );
}

/** Site: name, description, host names and the primary domain (one of the host names). */
export function SiteFieldset() {
  const { t } = useTranslation('admin');
  const { values } = useFormikContext<SettingsFormValues>();
  const hosts = values.hostNames.map((host) => host.trim().toLowerCase()).filter(isHostName);
  const choices = [...new Set(values.primaryDomain ? [values.primaryDomain, ...hosts] : hosts)];
  return (
    <SettingsFieldset legend={t('settingsScreen.site.legend')}>
      <FormTextField
        name="platformName"
        label={t('settingsScreen.site.platformName')}
        description={t('settingsScreen.site.platformNameHelp')}
        autoComplete="off"
        required
      />
      <FormTextArea
        rows={3}
        name="platformDescription"
        label={t('settingsScreen.site.platformDescription')}
        description={t('settingsScreen.site.platformDescriptionHelp')}
      />
      <HostNamesEditor />
      <FormSelect
        name="primaryDomain"
        label={t('settingsScreen.site.primaryDomain')}
        description={t('settingsScreen.site.primaryDomainHelp')}
        options={[
          ...(values.primaryDomain ? [] : [{ value: '', label: t('settingsScreen.choose') }]),
          ...choices.map((host) => ({ value: host, label: host })),
        ]}
      />
    </SettingsFieldset>
  );
}
