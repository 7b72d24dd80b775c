import { useTranslation } from 'react-i18next';
import { useGetFormsQuery } from '@plein/api-client';
import type { FormChoices } from '@plein/building-blocks';
import { localized } from '@plein/validation';
import { useApplicationUser } from '../identity/use-application-user';

/**
 * The forms a form block can show, for the block's settings: the published forms, listed for
 * administrators (who run forms); others get none and type the form's code.
 */
export function useFormChoices(): FormChoices {
  const { i18n } = useTranslation();
  const isAdmin = useApplicationUser()?.isAdmin ?? false;
  const { data, isLoading } = useGetFormsQuery(undefined, { skip: !isAdmin });
  const choices = (data ?? [])
    .filter((form) => form.publishedVersion !== null)
    .map((form) => ({ guid: form.guid, title: localized(form.title, i18n.language) }));
  return { choices, loading: isLoading };
}
