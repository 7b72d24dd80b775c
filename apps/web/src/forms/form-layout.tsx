import { Form, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { Button, Stack } from '@plein/ui-kit';
import { FocusFirstError } from './focus-first-error';

/**
 * A Formik form in the house layout: the fields stacked, the submit button (disabled while
 * submitting), anything that belongs after it, and focus moved to the first error after a
 * failed submit. Render it inside `<Formik>`.
 *
 * @example
 * <Formik ...><FormLayout submitLabel={t('login.submit')}><FormTextField name="email" ... /></FormLayout></Formik>
 */
export function FormLayout({
  submitLabel,
  after,
  children,
}: {
  submitLabel: string;
  /** Shown below the submit button, e.g. a "forgot password" link. */
  after?: ReactNode;
  children: ReactNode;
}) {
  const { isSubmitting } = useFormikContext();
  return (
    <Form noValidate>
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
