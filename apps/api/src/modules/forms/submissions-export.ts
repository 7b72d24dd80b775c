import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FormSubmission } from '@plein/api-client';
import type { FormAnswer, FormContent, FormField } from '@plein/validation';
import { localized, spreadsheetSafeCell, takesAnswer } from '@plein/validation';
import { stringify } from 'csv-stringify';
import { formImagePath } from './image-answers';
import type { Writable } from 'node:stream';

/** The languages of an export's headings and option labels. */
export type ExportLanguage = 'nl' | 'en';

const words = {
  nl: {
    submittedOn: 'Verstuurd op',
    version: 'Versie',
    submittedBy: 'Verstuurd door',
    yes: 'ja',
    no: 'nee',
  },
  en: { submittedOn: 'Sent on', version: 'Version', submittedBy: 'Sent by', yes: 'yes', no: 'no' },
} as const;

/** One answer column: the field as the newest version that asks it defines it. */
interface AnswerColumn {
  key: string;
  field: FormField;
}

/**
 * The answer columns of an export: every field that takes an answer in any version, by key, in
 * the order of the newest version, then the keys only older versions had.
 */
export function answerColumns(contents: readonly { content: FormContent }[]): AnswerColumn[] {
  const columns = new Map<string, AnswerColumn>();
  for (const { content } of [...contents].reverse()) {
    for (const field of content.fields.filter(takesAnswer)) {
      if (!columns.has(field.key)) columns.set(field.key, { key: field.key, field });
    }
  }
  return [...columns.values()];
}

function cellOf(
  field: FormField,
  answer: FormAnswer | undefined,
  language: ExportLanguage,
): string {
  if (typeof answer === 'boolean') return answer ? words[language].yes : words[language].no;
  const values = Array.isArray(answer) ? answer : answer ? [answer] : [];
  const labelled =
    field.type === 'choice'
      ? values.map((value) => {
          const option = field.options.find((each) => each.value === value);
          return option ? localized(option.label, language) : value;
        })
      : field.type === 'image'
        ? values.map((value) => formImagePath(value))
        : values;
  return labelled.join('; ');
}

/**
 * Writes submissions as CSV (UTF-8 with a byte-order mark, so spreadsheets read accents) to `out`
 * (an image as its site-relative address, `/a/{guid}`, which administrators may open),
 * batch by batch as `batches` yields them, waiting whenever `out` is full: memory stays bounded
 * however many submissions a form has. Rejects when `out` closes early (the download stopped).
 */
export async function writeSubmissionsCsv(options: {
  contents: readonly { content: FormContent }[];
  batches: AsyncIterable<FormSubmission[]>;
  language: ExportLanguage;
  out: Writable;
}): Promise<void> {
  const { contents, batches, language, out } = options;
  const columns = answerColumns(contents);
  const fixed = words[language];
  const header = [
    fixed.submittedOn,
    fixed.version,
    fixed.submittedBy,
    ...columns.map((column) => localized(column.field.label, language)),
  ];
  async function* rows() {
    yield header;
    for await (const batch of batches) {
      for (const submission of batch) {
        yield [
          submission.submittedOn,
          String(submission.version),
          submission.submittedBy?.email ?? '',
          ...columns.map((column) =>
            cellOf(column.field, submission.answers[column.key], language),
          ),
        ];
      }
    }
  }
  // The one place every cell passes, heading or not, on its way to the file: any of them may
  // come from a user (an answer, a label, an invited address), so none may run as a formula.
  async function* safeRows() {
    for await (const row of rows()) yield row.map(spreadsheetSafeCell);
  }
  await pipeline(Readable.from(safeRows()), stringify({ bom: true }), out);
}
