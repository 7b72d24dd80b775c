import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Moves focus to the first invalid field after a submit that failed validation, so keyboard and
 * screen-reader users land on what needs fixing. Render it inside a Formik `<Form>`.
 */
export function FocusFirstError() {
  const { submitCount, isValid, isSubmitting } = useFormikContext();
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (submitCount === 0 || isValid || isSubmitting) return;
    const form = marker.current?.closest('form');
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isValid, isSubmitting]);
  return <span ref={marker} hidden />;
}
