import type { PageScheduleInput } from './pages';

/** What is wrong with a schedule (translated by code in the editor). */
export type ScheduleProblem = 'publish_at_past' | 'unpublish_at_past' | 'unpublish_before_publish';

/**
 * The rules of a page's schedule (`PUT /api/pages/{id}/schedule`), the same in the editor and on
 * the server: each time lies after `now`, and the end comes after the publication.
 *
 * @example
 * scheduleProblems({ publishAt: '2020-01-01T00:00:00Z', unpublishAt: null }, new Date()); // ['publish_at_past']
 */
export function scheduleProblems(input: PageScheduleInput, now: Date): ScheduleProblem[] {
  const publishAt = input.publishAt === null ? null : new Date(input.publishAt);
  const unpublishAt = input.unpublishAt === null ? null : new Date(input.unpublishAt);
  const problems: ScheduleProblem[] = [];
  if (publishAt && publishAt <= now) problems.push('publish_at_past');
  if (unpublishAt && unpublishAt <= now) problems.push('unpublish_at_past');
  if (publishAt && unpublishAt && unpublishAt <= publishAt) {
    problems.push('unpublish_before_publish');
  }
  return problems;
}
