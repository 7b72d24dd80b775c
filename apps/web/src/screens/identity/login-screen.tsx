import { Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useLoginMutation } from '@plein/api-client';
import { useAppDispatch } from '@plein/state-store';
import { Link, Notice, Stack } from '@plein/ui-kit';
import { FormLayout } from '../../forms/form-layout';
import { FormTextField } from '../../forms/form-text-field';
import { touchedFields, useFormOutcome } from '../../forms/use-form-outcome';
import { errorStatusOf } from '../../identity/error-status';
import type { LoginProblem } from '../../identity/login-problem';
import { asLoginProblem, loginProblemOf } from '../../identity/login-problem';
import { loginHref, loginPath, safeReturnTo } from '../../identity/route-guard';
import { loginSchema } from '../../identity/schemas';
import { signedIn } from '../../identity/session-changes';
import { displayName, useApplicationUser } from '../../identity/use-application-user';
import { ScreenMain } from '../screen-main';

/**
 * Signing in with e-mail address and password; returns to `?returnTo=` afterwards. With
 * JavaScript the form signs in through the API; without it (or before the script ran) the
 * browser posts it to the web server (`POST /login`), which answers with this page again and
 * the outcome when signing in did not work.
 */
export function LoginScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useApplicationUser();
  const [login] = useLoginMutation();
  const outcome = useFormOutcome('login');
  const [problem, setProblem] = useState<LoginProblem | null>(asLoginProblem(outcome?.result));
  const returnTo = params.get('returnTo');
  // A refused sign-in takes focus to the message (the pressed button may be disabled meanwhile,
  // which drops focus to <body>); from there the fields are the next Tab stops.
  const problemRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  return (
    <ScreenMain title={t('login.title')}>
      <Stack gap={5}>
        {user ? (
          <Notice tone="info">
            <p>{t('login.alreadySignedIn', { name: displayName(user) })}</p>
          </Notice>
        ) : null}
        <Formik
          initialValues={{ email: outcome?.values.email ?? '', password: '' }}
          initialErrors={outcome?.fieldErrors}
          initialTouched={touchedFields(outcome)}
          validationSchema={loginSchema}
          onSubmit={async (values) => {
            setProblem(null);
            const result = await login({ email: values.email.trim(), password: values.password });
            if (result.error) {
              setProblem(loginProblemOf(errorStatusOf(result.error)));
              return;
            }
            await signedIn(dispatch, result.data);
            await navigate(safeReturnTo(returnTo), { replace: true });
          }}
        >
          {() => (
            <FormLayout
              submitLabel={t('login.submit')}
              action={returnTo ? loginHref(returnTo) : loginPath}
              after={
                <p>
                  <Link href="/reset-password">{t('login.forgotPassword')}</Link>
                </p>
              }
            >
              {problem ? (
                <div ref={problemRef} tabIndex={-1}>
                  <Notice tone="error" role="alert">
                    <p>{t(`login.errors.${problem}`)}</p>
                  </Notice>
                </div>
              ) : null}
              <FormTextField
                name="email"
                type="email"
                autoComplete="username"
                label={t('login.email')}
                required
              />
              <FormTextField
                name="password"
                type="password"
                autoComplete="current-password"
                label={t('login.password')}
                required
              />
            </FormLayout>
          )}
        </Formik>
      </Stack>
    </ScreenMain>
  );
}
