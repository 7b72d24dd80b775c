import { useMemo } from 'react';
import { readXsrfCookie, xsrfHeaderName } from '@plein/api-client';
import { FormServicesProvider, FormView } from '@plein/building-blocks';
import type {
  BlockViewProps,
  FormBlockContent,
  FormPostOutcome,
  FormServices,
  FormSubmitResult,
  PublicFormState,
} from '@plein/building-blocks';
import type { ConsentState } from '@plein/state-store';
import { submitResultOf } from '../forms/form-submit-result';
import { uploadFormImage } from '../forms/upload-form-image';
import type { Language } from '../i18n/i18n';
import { formatDateTime } from '../screens/format-date';
import { BlockIslandServices } from './block-island-services';

/** Props of {@link FormIsland}: the form block's services as the server had them. */
export interface FormIslandProps {
  block: BlockViewProps<FormBlockContent>;
  language: Language;
  consent: ConsentState;
  form: PublicFormState;
  postAction: string;
  hiddenFields: { name: string; value: string }[];
  outcome: FormPostOutcome | null;
  signInHref: string;
}

/** Sends a form's answers to the API, as the app's `submitForm` call does. */
async function submit(
  formGuid: string,
  request: Parameters<FormServices['submit']>[1],
): Promise<FormSubmitResult> {
  const token = readXsrfCookie(document.cookie);
  try {
    const response = await fetch(`/api/forms/${encodeURIComponent(formGuid)}/submissions`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { [xsrfHeaderName]: token } : {}),
      },
      body: JSON.stringify(request),
    });
    return submitResultOf(response.status, await response.json().catch(() => null));
  } catch {
    return submitResultOf('FETCH_ERROR', null);
  }
}

/**
 * A form block: its checks run in the browser (per rule trigger), and its answers go to the API
 * without leaving the page. Without the script the same form posts to the page.
 */
export default function FormIsland({
  block,
  language,
  consent,
  form,
  postAction,
  hiddenFields,
  outcome,
  signInHref,
}: FormIslandProps) {
  const services = useMemo<FormServices>(
    () => ({
      language,
      usePublicForm: () => form,
      submit,
      uploadImage: uploadFormImage,
      postAction,
      hiddenFields,
      postOutcome: (formGuid) => (formGuid === block.content.formGuid ? outcome : null),
      formatDateTime: (iso) => formatDateTime(iso, language),
      signInHref,
    }),
    [language, form, postAction, hiddenFields, outcome, block.content.formGuid, signInHref],
  );
  return (
    <BlockIslandServices language={language} consent={consent}>
      <FormServicesProvider services={services}>
        <FormView {...block} />
      </FormServicesProvider>
    </BlockIslandServices>
  );
}
