import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { FormAnswers, PublicForm } from '@plein/validation';

/** A form as the app has it for a block: still loading, not there (or not published), or ready. */
export type PublicFormState =
  { status: 'loading' } | { status: 'missing' } | { status: 'ready'; form: PublicForm };

/**
 * What a submit came to: sent (with the receipt's address when the answers were stored), or
 * refused with field problems (codes of `formAnswerProblem`) and/or a failure key of
 * `formTranslationKeys.failure` / a refusal of the form.
 */
export type FormSubmitResult =
  | { sent: true; receiptHref: string | null }
  | {
      sent: false;
      fieldProblems?: Record<string, string>;
      failure?: 'versionChanged' | 'tooMany' | 'expired' | 'failed';
      refusal?: PublicForm['refusal'];
    };

/**
 * The server's answer to this form posted without JavaScript: the answers to put back and what
 * was wrong, or that it was sent (the browser was then sent on to the receipt, or back here).
 */
export interface FormPostOutcome {
  answers: FormAnswers;
  result: FormSubmitResult;
}

/** Why an image could not be uploaded (a key of `formTranslationKeys.imageFailure`). */
export type FormImageFailure = 'tooLarge' | 'unsupported' | 'tooMany' | 'refused' | 'failed';

/** What an image upload came to: the guid the answer names, or why it failed. */
export type FormImageUploadResult =
  { ok: true; guid: string } | { ok: false; failure: FormImageFailure };

/** What the form block needs from the app. */
export interface FormServices {
  /** The visitor's language (`nl` or `en`): picks the form's texts. */
  language: string;
  /** A hook answering the published form (called once per render of a form block). */
  usePublicForm: (formGuid: string) => PublicFormState;
  /** Sends the answers (with the script); never rejects. */
  submit: (
    formGuid: string,
    request: { version: number; answers: FormAnswers; website: string },
  ) => Promise<FormSubmitResult>;
  /**
   * Uploads an image for an image field at once (with the script), telling the progress in
   * percent; never rejects. Without it an image field is only sent with the form's post.
   */
  uploadImage?: (
    formGuid: string,
    file: File,
    onProgress: (percent: number) => void,
  ) => Promise<FormImageUploadResult>;
  /** Where the form posts without JavaScript (the page's own path), and its hidden fields. */
  postAction: string;
  hiddenFields: readonly { name: string; value: string }[];
  /** The outcome of a post of this form without JavaScript, when this page is its answer. */
  postOutcome: (formGuid: string) => FormPostOutcome | null;
  /** A date-time for people, the same on the server and in the browser. */
  formatDateTime: (iso: string) => string;
  /** The sign-in page, coming back here afterwards (for forms that need an account). */
  signInHref: string;
  /**
   * Editor only: the forms a content manager may choose from (none when they cannot be listed),
   * and whether that list is still on its way.
   */
  useFormChoices?: () => FormChoices;
}

/** What {@link FormServices.useFormChoices} answers. */
export interface FormChoices {
  choices: readonly { guid: string; title: string }[];
  loading: boolean;
}

const FormServicesContext = createContext<FormServices | null>(null);

/**
 * Gives the form blocks below it their services.
 *
 * @example
 * <FormServicesProvider services={services}><BlockRenderer ... /></FormServicesProvider>
 */
export function FormServicesProvider({
  services,
  children,
}: {
  services: FormServices;
  children: ReactNode;
}) {
  return <FormServicesContext.Provider value={services}>{children}</FormServicesContext.Provider>;
}

/** The services of the nearest {@link FormServicesProvider}, or null outside one. */
export function useFormServices(): FormServices | null {
  return useContext(FormServicesContext);
}

/** The form names a posted form carries besides its answers. */
export const formPostFields = {
  /** Which form block the post is for. */
  form: 'plein-form',
  version: 'plein-form-version',
  /** The honeypot: hidden from people, filled in by bots. */
  honeypot: 'plein-website',
} as const;
