import { Button, Link, Notice, VisuallyHidden } from '@plein/ui-kit';
import {
  formAnswerProblem,
  formAnswersProblems,
  initialAnswers,
  localized,
  ruleOfProblem,
  takesAnswer,
} from '@plein/validation';
import type { FormAnswer, FormAnswers, FormField, PublicForm } from '@plein/validation';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { Translate } from '../registry/registry';
import { formTranslationKeys as keys } from './form-content';
import { FormFieldInput } from './form-field-input';
import { formPostFields } from './form-services';
import type { FormServices, FormSubmitResult } from './form-services';

/** Props of {@link PublicFormView}. */
export interface PublicFormViewProps {
  form: PublicForm;
  /** The block's guid: the prefix of the ids on the page. */
  blockGuid: string;
  services: FormServices;
  t: Translate;
}

/** The words of a field's problem: its rule's own message, or the generic text of the check. */
export function problemText(field: FormField, code: string, language: string, t: Translate) {
  const rule = ruleOfProblem(field, code);
  if (rule) {
    return (
      localized(rule.message, language) ||
      t(keys.problems.rule[rule.kind]).replace('{{value}}', rule.value)
    );
  }
  const key = keys.problems[code as keyof typeof keys.problems];
  return t(typeof key === 'string' ? key : keys.problems.type);
}

/**
 * A published form as visitors use it. Without JavaScript it is a plain form posting to the page
 * (the web server checks it, with the same rules, and answers with this page showing the problems
 * or sends the browser on to the receipt); with it, each field is checked as its rules say (on
 * change, on blur, on submit) and the answers are sent without a reload. After a refused try
 * every problem is summed up in an alert above the fields (each linked to its field, which shows
 * its own message too) and the first wrong field takes the focus.
 *
 * The summary changes only with a try, never on a blur check, and a blur check caused by pressing
 * the submit button waits for the submit: either would move the button away from under the
 * pointer between its press and its release, the click would be lost and only the problem found
 * on blur would show.
 */
export function PublicFormView({ form, blockGuid, services, t }: PublicFormViewProps) {
  const { language, uploadImage } = services;
  const fields = form.content.fields;
  const outcome = services.postOutcome(form.guid);
  const [answers, setAnswers] = useState<FormAnswers>(
    () => outcome?.answers ?? initialAnswers(fields),
  );
  const [problems, setProblems] = useState<Record<string, string>>(() =>
    outcome && !outcome.result.sent ? (outcome.result.fieldProblems ?? {}) : {},
  );
  // The problems of the last try, as the summary lists them (a blur check leaves them alone).
  const [summary, setSummary] = useState<Record<string, string>>(problems);
  // Set while the submit button is pressed: the blur that press causes checks nothing itself.
  const pressingSubmit = useRef(false);
  const [result, setResult] = useState<FormSubmitResult | null>(outcome?.result ?? null);
  const [submitting, setSubmitting] = useState(false);
  const [tries, setTries] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const summaryId = `${blockGuid}-form`;
  const idOf = (field: FormField) => `${blockGuid}-${field.key}`;

  useEffect(() => {
    if (tries === 0) return;
    if (result?.sent) sentRef.current?.focus();
    else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [tries, result]);

  const check = (field: FormField, value: FormAnswer, trigger: 'change' | 'blur') => {
    if (trigger === 'blur' && pressingSubmit.current) return;
    const problem = formAnswerProblem(field, value, trigger);
    setProblems((current) => {
      const { [field.key]: _old, ...rest } = current;
      return problem ? { ...rest, [field.key]: problem } : rest;
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    pressingSubmit.current = false;
    const found = formAnswersProblems(fields, answers);
    setProblems(found);
    setSummary(found);
    if (Object.keys(found).length > 0) {
      setResult(null);
      setTries((n) => n + 1);
      return;
    }
    setSubmitting(true);
    const website = new FormData(event.currentTarget as HTMLFormElement).get(
      formPostFields.honeypot,
    );
    const answer = await services.submit(form.guid, {
      version: form.version,
      answers,
      website: typeof website === 'string' ? website : '',
    });
    setSubmitting(false);
    if (!answer.sent) {
      setProblems(answer.fieldProblems ?? {});
      setSummary(answer.fieldProblems ?? {});
    }
    setResult(answer);
    setTries((n) => n + 1);
  };

  const title = localized(form.content.title, language);
  const introduction = localized(form.content.introduction, language);
  const refusal = result && !result.sent && result.refusal ? result.refusal : form.refusal;

  if (result?.sent) {
    return (
      <section className="plein-form" aria-labelledby={`${summaryId}-title`}>
        <h2 id={`${summaryId}-title`} className="plein-form__title">
          {title}
        </h2>
        <div ref={sentRef} tabIndex={-1} className="plein-form__sent" role="status">
          <p>{localized(form.content.confirmation, language) || t(keys.sent)}</p>
          {result.receiptHref ? <Link href={result.receiptHref}>{t(keys.receipt)}</Link> : null}
        </div>
      </section>
    );
  }

  const problemCount = Object.keys(summary).length;
  const failure = result && !result.sent ? result.failure : undefined;
  return (
    <section className="plein-form" aria-labelledby={`${summaryId}-title`}>
      <h2 id={`${summaryId}-title`} className="plein-form__title">
        {title}
      </h2>
      {introduction ? <p className="plein-form__introduction">{introduction}</p> : null}
      {refusal ? (
        <Refusal form={form} refusal={refusal} services={services} t={t} />
      ) : (
        <form
          ref={formRef}
          className="plein-form__fields"
          method="post"
          // Image fields send their files with the post when there is no script.
          encType={
            fields.some((field) => field.type === 'image') ? 'multipart/form-data' : undefined
          }
          action={`${services.postAction}#${summaryId}`}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
        >
          <div id={summaryId} tabIndex={-1} role="alert" className="plein-form__alert">
            {problemCount > 0 ? (
              <Notice tone="error">
                <p>
                  {t(keys.problemSummary[problemCount === 1 ? 'one' : 'other']).replace(
                    '{{count}}',
                    String(problemCount),
                  )}
                </p>
                <ul>
                  {fields
                    .filter((field) => summary[field.key])
                    .map((field) => (
                      <li key={field.key}>
                        <a href={`#${idOf(field)}`}>
                          {localized(field.label, language)}:{' '}
                          {problemText(field, summary[field.key]!, language, t)}
                        </a>
                      </li>
                    ))}
                </ul>
              </Notice>
            ) : failure ? (
              <Notice tone="error">
                <p>{t(keys.failure[failure])}</p>
              </Notice>
            ) : null}
          </div>
          {services.hiddenFields.map((hidden) => (
            <input key={hidden.name} type="hidden" name={hidden.name} value={hidden.value} />
          ))}
          <input type="hidden" name={formPostFields.form} value={form.guid} />
          <input type="hidden" name={formPostFields.version} value={form.version} />
          <div className="plein-form__honeypot" aria-hidden="true">
            <VisuallyHidden>
              <label>
                {t(keys.honeypot)}
                <input
                  type="text"
                  name={formPostFields.honeypot}
                  tabIndex={-1}
                  autoComplete="off"
                />
              </label>
            </VisuallyHidden>
          </div>
          {fields.map((field) => (
            <FormFieldInput
              key={field.key}
              field={field}
              id={idOf(field)}
              value={answers[field.key] ?? ''}
              problem={
                takesAnswer(field) && problems[field.key]
                  ? problemText(field, problems[field.key]!, language, t)
                  : null
              }
              language={language}
              t={t}
              onChange={(value) => {
                setAnswers((current) => ({ ...current, [field.key]: value }));
                if (problems[field.key]) check(field, value, 'change');
              }}
              onBlur={() => check(field, answers[field.key] ?? '', 'blur')}
              uploadImage={
                uploadImage
                  ? (file, onProgress) => uploadImage(form.guid, file, onProgress)
                  : undefined
              }
            />
          ))}
          <div className="plein-form__actions">
            <Button
              type="submit"
              aria-disabled={submitting || undefined}
              onMouseDown={() => {
                pressingSubmit.current = true;
                // A press that ends elsewhere (no click, no submit) lets blur checks run again.
                window.addEventListener('mouseup', () => (pressingSubmit.current = false), {
                  once: true,
                });
              }}
            >
              {t(submitting ? keys.submitting : keys.submit)}
            </Button>
            {form.openState === 'close-future' && form.closeDate ? (
              <p className="plein-form__help">
                {t(keys.closesOn).replace('{{date}}', services.formatDateTime(form.closeDate))}
              </p>
            ) : null}
          </div>
        </form>
      )}
    </section>
  );
}

/** Why the visitor cannot submit, with a way on where there is one (signing in). */
function Refusal(props: {
  form: PublicForm;
  refusal: NonNullable<PublicForm['refusal']>;
  services: FormServices;
  t: Translate;
}) {
  const { form, refusal, services, t } = props;
  const text = t(keys.refusal[refusal]).replace(
    '{{date}}',
    form.openDate ? services.formatDateTime(form.openDate) : '',
  );
  return (
    <Notice tone="info">
      <p>{text}</p>
      {refusal === 'signIn' ? <Link href={services.signInHref}>{t(keys.signIn)}</Link> : null}
    </Notice>
  );
}
