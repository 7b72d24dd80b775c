import { useFormikContext } from 'formik';
import { useUnsavedChangesGuard } from '../app/use-unsaved-changes-guard';

/**
 * Asks before leaving while the surrounding Formik form holds input that is not saved (see
 * `useUnsavedChangesGuard`). While the form submits it does not ask, so the navigation a
 * successful save makes (say, to what it created) goes ahead. Render it inside `<Formik>`.
 *
 * @example
 * <Formik ...><FormLayout submitLabel={t('save')}><UnsavedFormGuard />…</FormLayout></Formik>
 */
export function UnsavedFormGuard() {
  const { dirty, isSubmitting } = useFormikContext();
  return useUnsavedChangesGuard(dirty && !isSubmitting);
}
