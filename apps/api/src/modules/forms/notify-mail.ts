import type { FormAnswers, FormContent } from '@plein/validation';
import { localized, takesAnswer } from '@plein/validation';
import type { MailMessage } from '../mail/mailer';
import { answerText, escapeHtml } from './answer-text';

type Language = 'nl' | 'en';

/** Where an uploaded image of the answers can be seen (null: nowhere the reader could open). */
export type ImageLink = (imageGuid: string) => string | null;

const imageWords: Record<Language, string> = { nl: 'afbeelding', en: 'image' };

// A title is one line in a header, whatever the administrator typed.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Every field's label in `language` with its answer (section headings between), as text and HTML;
 * an image answer is a link to the image where `imageLink` gives one.
 */
function answersTable(
  content: FormContent,
  answers: FormAnswers,
  language: Language,
  imageLink: ImageLink,
) {
  const text: string[] = [];
  const html: string[] = ['<table>'];
  for (const field of content.fields) {
    const label = localized(field.label, language);
    if (!takesAnswer(field)) {
      text.push('', `== ${label} ==`);
      html.push(`<tr><th colspan="2" align="left"><h3>${escapeHtml(label)}</h3></th></tr>`);
      continue;
    }
    const answer = answerText(field, answers[field.key], language);
    if (field.type === 'image' && answer !== '—') {
      const link = imageLink(answer);
      text.push(`${label}: ${link ?? imageWords[language]}`);
      html.push(
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>` +
          (link
            ? `<a href="${escapeHtml(link)}">${escapeHtml(imageWords[language])}</a>`
            : escapeHtml(imageWords[language])) +
          '</td></tr>',
      );
      continue;
    }
    text.push(`${label}: ${answer}`);
    html.push(
      `<tr><th align="left" valign="top">${escapeHtml(label)}</th>` +
        `<td>${escapeHtml(answer).replace(/\r?\n/g, '<br>')}</td></tr>`,
    );
  }
  html.push('</table>');
  return { text, html };
}

const linkHtml = (link: string) => `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;

/**
 * The mail `Notify` sends to one of a form's notify addresses: every field's Dutch label with its
 * answer (section headings between them; an image as a link for administrators), and the link to
 * the stored submission when there is one. Everything the administrator or the visitor wrote is
 * escaped in the HTML part.
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
  imageLink: ImageLink = () => null,
): MailMessage {
  const title = oneLine(localized(content.title, 'nl'));
  const intro = `Het formulier "${title}" op ${platformName} is ingevuld. / The form "${title}" on ${platformName} was filled in.`;
  const table = answersTable(content, answers, 'nl', imageLink);
  const text = [intro, '', ...table.text];
  const html = [`<p>${escapeHtml(intro)}</p>`, ...table.html];
  if (link) {
    text.push('', link);
    html.push(linkHtml(link));
  }
  return {
    kind: 'notice',
    to,
    subject: `Nieuwe inzending / New submission: ${title} (${oneLine(platformName)})`,
    text: `${text.join('\n')}\n`,
    html: html.join(''),
  };
}

/**
 * The copy a signed-in submitter gets at the verified address of their account (the form's
 * `confirmToSubmitter`): in Dutch, then in English, what they sent with the labels of that
 * language (an image as a link through their receipt), and the link to their receipt when the
 * submission was kept.
 *
 * @example
 * await mailer.send(tenant, confirmationMail('anna@example.org', tenant.name, content, answers, receiptLink));
 */
export function confirmationMail(
  to: string,
  platformName: string,
  content: FormContent,
  answers: FormAnswers,
  receiptLink: string | null,
  imageLink: ImageLink = () => null,
): MailMessage {
  const title = (language: Language) => oneLine(localized(content.title, language));
  const intro: Record<Language, string> = {
    nl: `Je hebt het formulier "${title('nl')}" op ${platformName} ingevuld. Dit heb je verstuurd:`,
    en: `You filled in the form "${title('en')}" on ${platformName}. This is what you sent:`,
  };
  const receipt: Record<Language, string> = {
    nl: 'Je ontvangstbewijs:',
    en: 'Your receipt:',
  };
  const part = (language: Language) => {
    const table = answersTable(content, answers, language, imageLink);
    const text = [intro[language], '', ...table.text];
    const html = [`<p>${escapeHtml(intro[language])}</p>`, ...table.html];
    if (receiptLink) {
      text.push('', receipt[language], receiptLink);
      html.push(`<p>${escapeHtml(receipt[language])}</p>`, linkHtml(receiptLink));
    }
    return { text: text.join('\n'), html: html.join('') };
  };
  const nl = part('nl');
  const en = part('en');
  return {
    kind: 'notice',
    to,
    subject: `Bevestiging / Confirmation: ${title('nl')} (${oneLine(platformName)})`,
    text: `${nl.text}\n\n---\n\n${en.text}\n`,
    html: `${nl.html}<hr>${en.html}`,
  };
}
