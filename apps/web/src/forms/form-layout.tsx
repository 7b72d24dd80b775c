import { Form, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { Button, Stack } from '@plein/ui-kit';
import { FocusFirstError } from './focus-first-error';
import { FormTokenInput } from './form-token';
import { useHydrated } from './use-hydrated';

/**
 * A Formik form in the house layout: the fields stacked, the submit button (disabled while
 * submitting), anything that belongs after it, and focus moved to the first error after a
 * failed submit. Render it inside `<Formik>`.
 *
 * The form always uses POST: submitted before the script has run (or without it), the browser
 * sends the fields in the body, so nothing typed, a password least of all, ends up in a URL.
 *
 * @example
 * <Formik ...><FormLayout submitLabel={t('login.submit')}><FormTextField name="email" ... /></FormLayout></Formik>
 */
export function FormLayout({
  submitLabel,
  after,
  action,
  children,
}: {
  submitLabel: string;
  /** Shown below the submit button, e.g. a "forgot password" link. */
  after?: ReactNode;
  /**
   * The web server route that handles this form without JavaScript; the form then carries the
   * XSRF token in a hidden field. Without it the browser posts to the page itself.
   */
  action?: string;
  children: ReactNode;
}) {
  const { isSubmitting } = useFormikContext();
  // Until the script runs the browser's own checks (required, type=email) guard the fields;
  // after that Formik validates and shows the house messages.
  const hydrated = useHydrated();
  return (
    <Form noValidate={hydrated} method="post" action={action}>
      {action ? <FormTokenInput /> : null}
      <Stack gap={4}>
        {children}
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {submitLabel}
          </Button>
        </div>
        {after}
      </Stack>
      <FocusFirstError />
    </Form>
  );
}
