import { FieldArray, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Button, Stack } from '@plein/ui-kit';
import { FormCheckbox } from '../../../forms/form-checkbox';
import { FormTextField } from '../../../forms/form-text-field';
import { FormTextArea } from '../shared/form-text-area';
import { ListError, SettingsFieldset, useFocusLater } from './form-parts';
import { settingsLimits } from './settings-schema';
import type { SettingsFormValues } from './settings-values';

/** The links of one footer column: label and URL each. */
function FooterLinksEditor({ column }: { column: number }) {
  const { t } = useTranslation('admin');
  const { values } = useFormikContext<SettingsFormValues>();
  const focusLater = useFocusLater();
  const links = values.footers[column]?.links ?? [];
  const name = `footers.${column}.links`;
  return (
    <FieldArray name={name}>
      {(list) => (
        <fieldset className="plein-settings__list">
          <legend>{t('settingsScreen.footer.links', { number: column + 1 })}</legend>
          <p className="plein-settings__help">{t('settingsScreen.footer.linksHelp')}</p>
          <ul className="plein-settings__entries">
            {links.map((link, index) => (
              <li key={index} className="plein-settings__entry plein-settings__entry--inline">
                <FormTextField
                  id={`footer-${column}-link-${index}`}
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
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('settingsScreen.footer.removeLinkNamed', {
                    label: link.label || index + 1,
                  })}
                  onClick={() => {
                    list.remove(index);
                    focusLater(`footer-${column}-add-link`);
                  }}
                >
                  {t('settingsScreen.remove')}
                </Button>
              </li>
            ))}
          </ul>
          <ListError name={name} id={`footer-${column}-links-error`} />
          {links.length < settingsLimits.footerLinks ? (
            <div>
              <Button
                id={`footer-${column}-add-link`}
                size="sm"
                variant="secondary"
                onClick={() => {
                  list.push({ label: '', url: '' });
                  focusLater(`footer-${column}-link-${links.length}`);
                }}
              >
                {t('settingsScreen.footer.addLink')}
              </Button>
            </div>
          ) : null}
        </fieldset>
      )}
    </FieldArray>
  );
}

/** Footer: whether it shows, and its columns (title, text, links). */
export function FooterFieldset() {
  const { t } = useTranslation('admin');
  const { values } = useFormikContext<SettingsFormValues>();
  const focusLater = useFocusLater();
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
      <FieldArray name="footers">
        {(list) => (
          <fieldset className="plein-settings__list">
            <legend>{t('settingsScreen.footer.columns')}</legend>
            {values.footers.length === 0 ? <p>{t('settingsScreen.footer.noColumns')}</p> : null}
            <ul className="plein-settings__entries plein-settings__columns">
              {values.footers.map((_column, index) => (
                <li key={index} className="plein-settings__entry">
                  <fieldset>
                    <legend>{t('settingsScreen.footer.column', { number: index + 1 })}</legend>
                    <Stack gap={3}>
                      <FormTextField
                        id={`footer-${index}-title`}
                        name={`footers.${index}.title`}
                        label={t('settingsScreen.footer.columnTitle')}
                        autoComplete="off"
                      />
                      <FormTextArea
                        rows={4}
                        name={`footers.${index}.text`}
                        label={t('settingsScreen.footer.columnText')}
                        description={t('settingsScreen.footer.columnTextHelp')}
                      />
                      <FooterLinksEditor column={index} />
                      <div>
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => {
                            list.remove(index);
                            focusLater('footers-add');
                          }}
                        >
                          {t('settingsScreen.footer.removeColumnNamed', { number: index + 1 })}
                        </Button>
                      </div>
                    </Stack>
                  </fieldset>
                </li>
              ))}
            </ul>
            <ListError name="footers" id="footers-error" />
            {values.footers.length < settingsLimits.footers ? (
              <div>
                <Button
                  id="footers-add"
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    list.push({ title: '', text: '', links: [] });
                    focusLater(`footer-${values.footers.length}-title`);
                  }}
                >
                  {t('settingsScreen.footer.addColumn')}
                </Button>
              </div>
            ) : null}
          </fieldset>
        )}
      </FieldArray>
    </SettingsFieldset>
  );
}
