import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { publishChecks, useGetPagesQuery } from '@plein/api-client';
import type { Page, PublishProblem } from '@plein/api-client';
import { Button } from '@plein/ui-kit';

/**
 * The checks before publishing of the page's draft (the same rules the server applies on
 * publish), once the site's page names are known; null until then.
 */
export function usePublishProblems(page: Page): PublishProblem[] | null {
  const pages = useGetPagesQuery({});
  if (!pages.data) return null;
  return publishChecks(page, { pageNames: new Set(pages.data.map((summary) => summary.name)) });
}

/** Moves focus (and so the view) to the block's frame in the editor canvas: its first control. */
function goToBlock(guid: string): void {
  const frame = document.querySelector<HTMLElement>(`[data-block-guid="${CSS.escape(guid)}"]`);
  frame?.querySelector<HTMLElement>('button, a[href], input, select, textarea')?.focus();
}

/** Props of {@link PublishChecksPanel}. */
export interface PublishChecksPanelProps {
  problems: readonly PublishProblem[];
  /** Id of the panel, so the publish button can point at it. */
  id: string;
}

/**
 * The problems the checks before publishing found, errors first, each with a way to its block.
 * Errors block publishing (the server refuses them too), warnings do not. Open while an error
 * stands; a page without problems says so.
 */
export function PublishChecksPanel({ problems, id }: PublishChecksPanelProps) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const errors = problems.filter((found) => found.severity === 'error');
  const warnings = problems.filter((found) => found.severity === 'warning');
  return (
    <section id={id} className="plein-publish-checks" aria-labelledby={headingId}>
      <details open={errors.length > 0}>
        <summary>
          <span id={headingId} className="plein-publish-checks__heading">
            {t('editor.checks.heading')}
          </span>{' '}
          {problems.length === 0
            ? t('editor.checks.clean')
            : t('editor.checks.summary', { errors: errors.length, warnings: warnings.length })}
        </summary>
        {errors.length > 0 ? <p>{t('editor.checks.blocked')}</p> : null}
        {problems.length > 0 ? (
          <ul className="plein-publish-checks__list">
            {[...errors, ...warnings].map((found, index) => (
              <li
                key={`${found.code}-${found.blockGuid ?? ''}-${String(index)}`}
                className={`plein-publish-checks__item plein-publish-checks__item--${found.severity}`}
              >
                <strong>{t(`editor.checks.${found.severity}`)}:</strong>{' '}
                {t(`editor.checks.codes.${found.code}`, { detail: found.detail ?? '' })}
                {found.blockGuid ? (
                  <>
                    {' '}
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => goToBlock(found.blockGuid ?? '')}
                    >
                      {t('editor.checks.goTo')}
                    </Button>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </details>
    </section>
  );
}
