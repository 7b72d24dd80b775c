import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { isHostName, settingLimits } from '@plein/validation';
import { FormCheckbox } from '../../../forms/form-checkbox';
import { FormTextField } from '../../../forms/form-text-field';
import { FormSelect } from '../shared/form-select';
import { FormTextArea } from '../shared/form-text-area';
import { SettingsFieldset } from './form-parts';
import { ListEditor } from './list-editor';
import { InlineEntry } from './list-entries';
import type { SettingsFormValues } from './settings-values';

/** The host names the site answers at, as a list of text fields. */
function HostNamesEditor() {
  const { t } = useTranslation('admin');
  const { values } = useFormikContext<SettingsFormValues>();
  return (
    <ListEditor
      name="hostNames"
      items={values.hostNames}
      legend={t('settingsScreen.site.hostNames')}
      help={t('settingsScreen.site.hostNamesHelp')}
      addLabel={t('settingsScreen.site.addHostName')}
      max={settingLimits.hostNames.max}
      ids={{ add: 'host-names-add', error: 'host-names-error', help: 'host-names-help' }}
      newItem={() => ''}
      fieldIdOf={(_host, index) => `host-name-${index}`}
    >
      {({ item: host, index, fieldId, remove }) => (
        <InlineEntry
          removeLabel={t('settingsScreen.site.removeHostNamed', { host: host || index + 1 })}
          onRemove={remove}
        >
          <FormTextField
            id={fieldId}
            name={`hostNames.${index}`}
            label={t('settingsScreen.site.hostName', { number: index + 1 })}
            autoComplete="off"
            spellCheck={false}
          />
        </InlineEntry>
      )}
    </ListEditor>
  );
}

/** Other websites whose pages may call this site's API from the browser (CORS). */
function ApiOriginsEditor() {
  const { t } = useTranslation('admin');
  const { values } = useFormikContext<SettingsFormValues>();
  return (
    <ListEditor
      name="apiAllowedOrigins"
      items={values.apiAllowedOrigins}
      legend={t('settingsScreen.site.apiAllowedOrigins')}
      help={t('settingsScreen.site.apiAllowedOriginsHelp')}
      addLabel={t('settingsScreen.site.addApiAllowedOrigin')}
      max={settingLimits.apiAllowedOrigins}
      ids={{ add: 'api-origins-add', error: 'api-origins-error', help: 'api-origins-help' }}
      newItem={() => ''}
      fieldIdOf={(_origin, index) => `api-origin-${index}`}
    >
      {({ item: origin, index, fieldId, remove }) => (
        <InlineEntry
          removeLabel={t('settingsScreen.site.removeApiAllowedOriginNamed', {
            origin: origin || index + 1,
          })}
          onRemove={remove}
        >
          <FormTextField
            id={fieldId}
            name={`apiAllowedOrigins.${index}`}
            label={t('settingsScreen.site.apiAllowedOrigin', { number: index + 1 })}
            type="url"
            autoComplete="off"
            spellCheck={false}
          />
        </InlineEntry>
      )}
    </ListEditor>
  );
}

/** Site: name, description and whether search engines may list the site. */
export function SiteFieldset() {
  const { t } = useTranslation('admin');
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
      <FormCheckbox
        name="hideFromSearchEngines"
        label={t('settingsScreen.site.hideFromSearchEngines')}
        description={t('settingsScreen.site.hideFromSearchEnginesHelp')}
      />
    </SettingsFieldset>
  );
}

/**
 * Addresses: the host names the site answers at, the primary domain (one of them) and the other
 * websites that may call its API.
 */
export function AddressesFieldset() {
  const { t } = useTranslation('admin');
  const { values } = useFormikContext<SettingsFormValues>();
  const hosts = values.hostNames.map((host) => host.trim().toLowerCase()).filter(isHostName);
  const choices = [...new Set(values.primaryDomain ? [values.primaryDomain, ...hosts] : hosts)];
  return (
    <SettingsFieldset legend={t('settingsScreen.addresses.legend')}>
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
      <ApiOriginsEditor />
    </SettingsFieldset>
  );
}
