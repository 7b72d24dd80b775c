import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button, Link, TextField } from '@plein/ui-kit';
import {
  daysInRange,
  maxStatisticsDays,
  statisticsPresets,
  statisticsSearchOf,
} from '../../../routing/statistics-steps';
import type { StatisticsRange } from '../../../routing/statistics-steps';
import { useFocusLater } from '../settings/form-parts';

/**
 * The period of the statistics: links to today, the last 7 or 30 days and the last 12 months,
 * and a form for days of one's own (from/to, both included). Either writes the range into the
 * URL, so it can be shared and survives a reload; without JavaScript the links and the form do
 * the same by themselves. The page the statistics are narrowed to (`path`) stays in the URL.
 */
export function RangeChooser({ range, path }: { range: StatisticsRange; path?: string }) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const focusLater = useFocusLater();
  const [problem, setProblem] = useState<{ field: 'from' | 'to'; text: string } | null>(null);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => {
      const entry = data.get(name);
      return typeof entry === 'string' ? entry.trim() : '';
    };
    const [from, to] = [value('from'), value('to')];
    const found =
      from === ''
        ? { field: 'from' as const, text: t('statistics.range.fromMissing') }
        : to === ''
          ? { field: 'to' as const, text: t('statistics.range.toMissing') }
          : daysInRange(from, to) < 1
            ? { field: 'to' as const, text: t('statistics.range.toBeforeFrom') }
            : daysInRange(from, to) > maxStatisticsDays
              ? {
                  field: 'to' as const,
                  text: t('statistics.range.tooLong', { days: maxStatisticsDays }),
                }
              : null;
    setProblem(found);
    if (found) {
      // After the render that links the error to the field, so it is read out with it.
      focusLater(`${id}-${found.field}`);
      return;
    }
    void navigate(`${pathname}?${statisticsSearchOf({ preset: 'custom', from, to }, path)}`);
  };

  return (
    <div className="plein-statistics-range">
      <nav aria-label={t('statistics.range.presets')}>
        <ul className="plein-statistics-range__presets">
          {statisticsPresets.map((preset) => (
            <li key={preset}>
              <Link
                href={`${pathname}?${statisticsSearchOf({ ...range, preset }, path)}`}
                aria-current={range.preset === preset ? 'page' : undefined}
                className="plein-statistics-range__preset"
              >
                {t(`statistics.range.${preset}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form
        method="get"
        action={pathname}
        aria-label={t('statistics.range.custom')}
        className="plein-statistics-range__custom"
        onSubmit={apply}
        noValidate
      >
        {path !== undefined ? <input type="hidden" name="path" value={path} /> : null}
        <TextField
          id={`${id}-from`}
          name="from"
          type="date"
          label={t('statistics.range.from')}
          defaultValue={range.from}
          error={problem?.field === 'from' ? problem.text : undefined}
        />
        <TextField
          id={`${id}-to`}
          name="to"
          type="date"
          label={t('statistics.range.to')}
          defaultValue={range.to}
          error={problem?.field === 'to' ? problem.text : undefined}
        />
        <Button type="submit" variant="secondary">
          {t('statistics.range.apply')}
        </Button>
      </form>
    </div>
  );
}
