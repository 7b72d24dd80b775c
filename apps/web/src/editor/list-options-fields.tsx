import { useTranslation } from 'react-i18next';
import { listTexts } from '@plein/building-blocks';
import { Stack } from '@plein/ui-kit';
import { listSortByValues, maxListItemCount } from '@plein/validation';
import { string } from 'yup';
import { FormCheckbox } from '../forms/form-checkbox';
import { FormTextField } from '../forms/form-text-field';
import { FormSelect } from '../screens/admin/shared/form-select';

const wholeNumber = /^\d{1,9}$/;

/** The form rules of the list controls (an i18next key per mistake). */
export const listOptionsSchema = {
  defaultItemsPerPage: string()
    .trim()
    .required('admin:editor.listOptions.itemsPerPageRange')
    .test(
      'range',
      'admin:editor.listOptions.itemsPerPageRange',
      (value) =>
        wholeNumber.test(value ?? '') && Number(value) >= 1 && Number(value) <= maxListItemCount,
    ),
  itemsRecentForDays: string()
    .trim()
    .test(
      'range',
      'admin:editor.listOptions.recentDaysRange',
      (value) => !value || (wholeNumber.test(value) && Number(value) <= 36_500),
    ),
};

/**
 * A list block's options as controls, under the option names the API reads: items per page,
 * the default order (named as visitors see it), which items show and when the list loads.
 */
export function ListOptionsFields() {
  const { t, i18n } = useTranslation('admin');
  const sortLabels = listTexts(i18n.language === 'en' ? 'en' : 'nl').sortLabels;
  return (
    <fieldset className="plein-editor-fieldset">
      <legend>{t('editor.listOptions.title')}</legend>
      <Stack gap={4}>
        <FormTextField
          name="list.defaultItemsPerPage"
          type="number"
          inputMode="numeric"
          min={1}
          max={maxListItemCount}
          label={t('editor.listOptions.itemsPerPage')}
          description={t('editor.listOptions.itemsPerPageHelp', { max: maxListItemCount })}
        />
        <FormSelect
          name="list.defaultSortBy"
          label={t('editor.listOptions.sortBy')}
          description={t('editor.listOptions.sortByHelp')}
          options={listSortByValues.map((value) => ({ value, label: sortLabels[value] }))}
        />
        <FormCheckbox
          name="list.showExpiredItemsByDefault"
          label={t('editor.listOptions.showExpired')}
          description={t('editor.listOptions.showExpiredHelp')}
        />
        <FormCheckbox
          name="list.hasActiveItems"
          label={t('editor.listOptions.activeOnly')}
          description={t('editor.listOptions.activeOnlyHelp')}
        />
        <FormCheckbox name="list.highlightOnly" label={t('editor.listOptions.highlightOnly')} />
        <FormTextField
          name="list.itemsRecentForDays"
          type="number"
          inputMode="numeric"
          min={0}
          label={t('editor.listOptions.recentDays')}
          description={t('editor.listOptions.recentDaysHelp')}
        />
        <FormCheckbox
          name="list.lazyLoad"
          label={t('editor.listOptions.lazyLoad')}
          description={t('editor.listOptions.lazyLoadHelp')}
        />
      </Stack>
    </fieldset>
  );
}
