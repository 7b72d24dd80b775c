import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { settingLimits } from '@plein/validation';
import { FormCheckbox } from '../../../forms/form-checkbox';
import { FormTextField } from '../../../forms/form-text-field';
import { FormTextArea } from '../shared/form-text-area';
import { SettingsFieldset } from './form-parts';
import { ListEditor } from './list-editor';
import { FieldsetEntry, InlineEntry } from './list-entries';
import type { SettingsFormValues } from './settings-values';

/** The links of one footer column: label and URL each. */
function FooterLinksEditor({ column }: { column: number }) {
  const { t } = useTranslation('admin');
  const { values } = useFormikContext<SettingsFormValues>();
  const name = `footers.${column}.links`;
  return (
    <ListEditor
      name={name}
      items={values.footers[column]?.links ?? []}
      legend={t('settingsScreen.footer.links', { number: column + 1 })}
      help={t('settingsScreen.footer.linksHelp')}
      addLabel={t('settingsScreen.footer.addLink')}
      max={settingLimits.footerLinks}
      ids={{ add: `footer-${column}-add-link`, error: `footer-${column}-links-error` }}
      newItem={() => ({ label: '', url: '' })}
      fieldIdOf={(_link, index) => `footer-${column}-link-${index}`}
    >
      {({ item: link, index, fieldId, remove }) => (
        <InlineEntry
          removeLabel={t('settingsScreen.footer.removeLinkNamed', {
            label: link.label || index + 1,
          })}
          onRemove={remove}
        >
          <FormTextField
            id={fieldId}
            name={`${name}.${index}.label`}
            label={t('settingsScreen.footer.linkLabel', { number: index + 1 })}
            autoComplete="off"
          />
          <FormTextField
            name={`${name}.${index}.url`}
            label={t('settingsScreen.footer.linkUrl', { number: index + 1 })}
            autoComplete="off"
            spellCheck={false}
          />
        </InlineEntry>
      )}
    </ListEditor>
  );
}

/** The footer's columns: title, text and links each. */
function FooterColumnsEditor() {
  const { t } = useTranslation('admin');
  const { values } = useFormikContext<SettingsFormValues>();
  return (
    <ListEditor
      name="footers"
      items={values.footers}
      legend={t('settingsScreen.footer.columns')}
      empty={t('settingsScreen.footer.noColumns')}
      addLabel={t('settingsScreen.footer.addColumn')}
      max={settingLimits.footers}
      ids={{ add: 'footers-add', error: 'footers-error' }}
      listClassName="plein-settings__columns"
      newItem={() => ({ title: '', url: '', text: '', links: [] })}
      fieldIdOf={(_column, index) => `footer-${index}-title`}
    >
      {({ index, fieldId, remove }) => (
        <FieldsetEntry
          legend={t('settingsScreen.footer.column', { number: index + 1 })}
          removeLabel={t('settingsScreen.footer.removeColumnNamed', { number: index + 1 })}
          onRemove={remove}
        >
          <FormTextField
            id={fieldId}
            name={`footers.${index}.title`}
            label={t('settingsScreen.footer.columnTitle')}
            autoComplete="off"
          />
          <FormTextField
            name={`footers.${index}.url`}
            label={t('settingsScreen.footer.columnUrl')}
            description={t('settingsScreen.footer.columnUrlHelp')}
            autoComplete="off"
            spellCheck={false}
          />
          <FormTextArea
            rows={4}
            name={`footers.${index}.text`}
            label={t('settingsScreen.footer.columnText')}
            description={t('settingsScreen.footer.columnTextHelp')}
          />
          <FooterLinksEditor column={index} />
        </FieldsetEntry>
      )}
    </ListEditor>
  );
}

/** Footer: whether it shows, and its columns (title, text, links). */
export function FooterFieldset() {
  const { t } = useTranslation('admin');
  return (
    <SettingsFieldset legend={t('settingsScreen.footer.legend')}>
      <FormCheckbox
        name="showFooter"
        label={t('settingsScreen.footer.showFooter')}
        description={t('settingsScreen.footer.showFooterHelp')}
      />
      <FormCheckbox
        name="showFooterByDefault"
        label={t('settingsScreen.footer.showFooterByDefault')}
        description={t('settingsScreen.footer.showFooterByDefaultHelp')}
      />
      <FooterColumnsEditor />
    </SettingsFieldset>
  );
}
