import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionData, useLocation } from 'react-router';
import { useGetPublicFormQuery, useSubmitFormMutation } from '@plein/api-client';
import { FormServicesProvider } from '@plein/building-blocks';
import type { FormServices, PublicFormState } from '@plein/building-blocks';
import { formatDateTime } from '../screens/format-date';
import type { FormOutcome } from './form-outcome';
import { submitResultOf } from './form-submit-result';
import { formTokenField } from './form-outcome';
import { useFormToken } from './form-token';
import { uploadFormImage } from './upload-form-image';

/** The published form of a block, from the store (the page's pre-fetch step loaded it). */
function usePublicForm(formGuid: string): PublicFormState {
  const { data, isError } = useGetPublicFormQuery(formGuid);
  if (data) return { status: 'ready', form: data };
  return isError ? { status: 'missing' } : { status: 'loading' };
}

/**
 * Gives the form blocks of a page their data, their submit, the page's form token and the outcome
 * of a post without JavaScript. The editor passes `useFormChoices` so a content manager can pick
 * a form.
 *
 * @example
 * <AppFormServices><PageView page={page} /></AppFormServices>
 */
export function AppFormServices({
  children,
  useFormChoices,
}: {
  children: ReactNode;
  useFormChoices?: FormServices['useFormChoices'];
}) {
  const { i18n } = useTranslation();
  const location = useLocation();
  const token = useFormToken();
  const outcome = useActionData<FormOutcome | null>()?.formBlock ?? null;
  const [submitForm] = useSubmitFormMutation();
  const services = useMemo<FormServices>(
    () => ({
      language: i18n.language,
      usePublicForm,
      submit: async (formGuid, request) => {
        const answer = await submitForm({ guid: formGuid, request });
        if ('data' in answer) return submitResultOf(201, answer.data);
        const error = answer.error as { status?: number | string; data?: unknown };
        return submitResultOf(error.status ?? 'FETCH_ERROR', error.data);
      },
      uploadImage: uploadFormImage,
      postAction: location.pathname,
      hiddenFields: token ? [{ name: formTokenField, value: token }] : [],
      postOutcome: (formGuid) => (outcome?.formGuid === formGuid ? outcome.outcome : null),
      formatDateTime: (iso) => formatDateTime(iso, i18n.language),
      signInHref: `/login?returnTo=${encodeURIComponent(location.pathname + location.search)}`,
      useFormChoices,
    }),
    [i18n.language, location.pathname, location.search, token, outcome, submitForm, useFormChoices],
  );
  return <FormServicesProvider services={services}>{children}</FormServicesProvider>;
}
