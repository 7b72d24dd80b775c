import { isGuid } from '@plein/validation';
import type { FormAnswers, FormField } from '@plein/validation';

/**
 * The image answers of a submission: each image field answered with a guid, and that guid (lower
 * case, as the database writes guids). Other answers are the generic check's to refuse.
 *
 * @example
 * imageAnswers(fields, { photo: '0B5C…' }); // [{ key: 'photo', guid: '0b5c…' }]
 */
export function imageAnswers(
  fields: readonly FormField[],
  answers: FormAnswers,
): { key: string; guid: string }[] {
  return fields.flatMap((field) => {
    const answer = answers[field.key];
    return field.type === 'image' && isGuid(answer)
      ? [{ key: field.key, guid: answer.toLowerCase() }]
      : [];
  });
}

/**
 * Which image answers cannot be claimed: not among `claimable` (unclaimed uploads into this
 * form), or the same upload named by an earlier field. Answers the problem (`image`) by key.
 */
export function unclaimableImageProblems(
  images: readonly { key: string; guid: string }[],
  claimable: ReadonlySet<string>,
): Record<string, 'image'> {
  const problems: Record<string, 'image'> = {};
  const seen = new Set<string>();
  for (const { key, guid } of images) {
    if (!claimable.has(guid) || seen.has(guid)) problems[key] = 'image';
    seen.add(guid);
  }
  return problems;
}

/**
 * The site path of an image of a submission: administrators open it as it is; with the
 * submission's guid (the receipt's) its holder may see it too.
 *
 * @example
 * formImagePath(imageGuid, submissionGuid); // '/a/…?submission=…'
 */
export function formImagePath(imageGuid: string, submissionGuid?: string): string {
  const path = `/a/${encodeURIComponent(imageGuid)}`;
  return submissionGuid ? `${path}?submission=${encodeURIComponent(submissionGuid)}` : path;
}
