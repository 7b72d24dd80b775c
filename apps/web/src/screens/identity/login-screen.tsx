import { Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useLoginMutation } from '@plein/api-client';
import { useAppDispatch } from '@plein/state-store';
import { Link, Notice, Stack } from '@plein/ui-kit';
import { FormLayout } from '../../forms/form-layout';
import { FormTextField } from '../../forms/form-text-field';
import { errorStatusOf } from '../../identity/error-status';
import { safeReturnTo } from '../../identity/route-guard';
import { loginSchema } from '../../identity/schemas';
import { signedIn } from '../../identity/session-changes';
import { displayName, useApplicationUser } from '../../identity/use-application-user';
import { ScreenMain } from '../screen-main';

type Problem = 'credentials' | 'tooMany' | 'failed';

/** Signing in with e-mail address and password; returns to `?returnTo=` afterwards. */
export function LoginScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useApplicationUser();
  const [login] = useLoginMutation();
  const [problem, setProblem] = useState<Problem | null>(null);

  return (
    <ScreenMain title={t('login.title')}>
      <Stack gap={5}>
        {user ? (
          <Notice tone="info">
            <p>{t('login.alreadySignedIn', { name: displayName(user) })}</p>
          </Notice>
        ) : null}
        <Formik
          initialValues={{ email: '', password: '' }}
          validationSchema={loginSchema}
          onSubmit={async (values) => {
            setProblem(null);
            const result = await login({ email: values.email.trim(), password: values.password });
            if (result.error) {
              const status = errorStatusOf(result.error);
              setProblem(status === 401 ? 'credentials' : status === 429 ? 'tooMany' : 'failed');
              return;
            }
            await signedIn(dispatch, result.data);
            await navigate(safeReturnTo(params.get('returnTo')), { replace: true });
          }}
        >
          {() => (
            <FormLayout
              submitLabel={t('login.submit')}
              after={
                <p>
                  <Link href="/reset-password">{t('login.forgotPassword')}</Link>
                </p>
              }
            >
              {problem ? (
                <Notice tone="error" role="alert">
                  <p>{t(`login.errors.${problem}`)}</p>
                </Notice>
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
