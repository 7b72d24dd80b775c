import { object, string } from 'yup';
import { maxSitePathLength, sitePathPattern } from './schemas';

/** The longest range one report covers, in days (a year and a bit, for leap years and weeks). */
export const maxStatisticsRangeDays = 400;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
/** A real day: `2026-02-30` parses (to March 2nd), so the day must come back the same. */
const isDay = (text: string | undefined): text is string => {
  const time = text && dayPattern.test(text) ? Date.parse(`${text}T00:00:00Z`) : NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text!);
};
const dayMessage = '${path} must be a day (YYYY-MM-DD)';
const day = () =>
  string()
    .required()
    .matches(dayPattern, dayMessage)
    .test('day', dayMessage, (text) => text === undefined || isDay(text))
    .meta({ jsonSchema: { format: 'date' } });
const pathMessage = `\${path} must be a path of the site: starting with /, without query or fragment, at most ${maxSitePathLength} characters`;
const daysFrom = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

/**
 * The query of `GET /api/statistics`: `from` and `to` days, `from` not after `to`, at most
 * {@link maxStatisticsRangeDays} days; `path`, when given, a path of the site.
 */
export const statisticsQuery = object({
  from: day().meta({ description: 'The first day (`YYYY-MM-DD`).', example: '2026-11-01' }),
  to: day().meta({
    description: `The last day (\`YYYY-MM-DD\`), not before \`from\`, at most ${maxStatisticsRangeDays} days in all.`,
    example: '2026-11-28',
  }),
  path: string().max(maxSitePathLength, pathMessage).matches(sitePathPattern, pathMessage).meta({
    description: 'Only this page: a path of the site, without query or fragment.',
    example: '/',
  }),
}).test(
  'range',
  `to must be on or after from, at most ${maxStatisticsRangeDays} days later`,
  ({ from, to }, context) => {
    // A day that is not one is refused by its own field.
    if (!isDay(from) || !isDay(to)) return true;
    const days = daysFrom(from, to);
    return (days >= 1 && days <= maxStatisticsRangeDays) || context.createError({ path: 'to' });
  },
);
