import { useActionData } from 'react-router';
import type { FormOutcome, ServerForm } from './form-outcome';

/**
 * The outcome of this screen's form when the page is the server's answer to that form posted
 * without JavaScript; null otherwise (and after any navigation).
 */
export function useFormOutcome(form: ServerForm): FormOutcome | null {
  const outcome = useActionData<FormOutcome | null>();
  return outcome?.form === form ? outcome : null;
}

/** Formik's `initialTouched` for the fields the server found wrong, so their errors show. */
export function touchedFields(outcome: FormOutcome | null): Record<string, boolean> {
  return Object.fromEntries(Object.keys(outcome?.fieldErrors ?? {}).map((name) => [name, true]));
}
