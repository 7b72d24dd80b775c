import type { FormAnswer, FormAnswers, FormContent, FormField } from '@plein/validation';
import { answersMany, answersOnOff, localized, takesAnswer } from '@plein/validation';
import type { MailMessage } from '../mail/mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
// A title is one line in a header, whatever the administrator typed.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** An answer as the form's administrator reads it: option labels, ja/nee, a dash when empty. */
function answerText(field: FormField, answer: FormAnswer | undefined): string {
  if (answersOnOff(field)) return answer === true ? 'ja' : 'nee';
  const optionLabel = (value: string) => {
    const option = field.options.find((candidate) => candidate.value === value);
    return option ? localized(option.label, 'nl') : value;
  };
  if (answersMany(field)) {
    const values = Array.isArray(answer) ? answer : [];
    return values.length > 0 ? values.map(optionLabel).join(', ') : '—';
  }
  const text = typeof answer === 'string' ? answer.trim() : '';
  if (!text) return '—';
  return field.type === 'choice' ? optionLabel(text) : text;
}

/**
 * The mail `Notify` sends to one of a form's notify addresses: every field's Dutch label with its
 * answer (section headings between them), and the link to the stored submission when there is
 * one. Everything the administrator or the visitor wrote is escaped in the HTML part.
 *
 * @example
 * await mailer.send(tenant, submissionMail('balie@example.org', tenant.name, content, answers, null));
 */
export function submissionMail(
  to: string,
  platformName: string,
  content: FormContent,
  answers: FormAnswers,
  link: string | null,
): MailMessage {
  const title = oneLine(localized(content.title, 'nl'));
  const intro = `Het formulier "${title}" op ${platformName} is ingevuld. / The form "${title}" on ${platformName} was filled in.`;
  const text: string[] = [intro, ''];
  const html: string[] = [`<p>${escapeHtml(intro)}</p>`, '<table>'];
  for (const field of content.fields) {
    const label = localized(field.label, 'nl');
    if (!takesAnswer(field)) {
      text.push('', `== ${label} ==`);
      html.push(`<tr><th colspan="2" align="left"><h3>${escapeHtml(label)}</h3></th></tr>`);
      continue;
    }
    const answer = answerText(field, answers[field.key]);
    text.push(`${label}: ${answer}`);
    html.push(
      `<tr><th align="left" valign="top">${escapeHtml(label)}</th>` +
        `<td>${escapeHtml(answer).replace(/\r?\n/g, '<br>')}</td></tr>`,
    );
  }
  html.push('</table>');
  if (link) {
    text.push('', link);
    html.push(`<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`);
  }
  return {
    kind: 'notice',
    to,
    subject: `Nieuwe inzending / New submission: ${title} (${oneLine(platformName)})`,
    text: `${text.join('\n')}\n`,
    html: html.join(''),
  };
}
