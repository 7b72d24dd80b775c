import { skipToken } from '@reduxjs/toolkit/query';
import { Fragment, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useGetPageRevisionQuery } from '@plein/api-client';
import type { Page, PageLayoutName, PageRevisionSummary } from '@plein/api-client';
import { Button, Select, VisuallyHidden } from '@plein/ui-kit';
import { formatDateTime } from '../../screens/format-date';
import { layoutLabel } from '../../screens/admin/shared/layout-label';
import { useBlockLabel } from '../block-label';
import type {
  BlockComparison,
  BlockPlace,
  ComparableVersion,
  VersionComparison as Comparison,
} from './compare-revisions';
import {
  compareVersions,
  isBlockEdited,
  isSameVersion,
  shortenUnchanged,
} from './compare-revisions';
import { TextDiff } from './text-diff';
import { useFieldLabel } from './use-field-label';

/** A version to compare: the current draft, or a revision by its number. */
export type VersionChoice = 'draft' | number;

/** Unchanged text kept on either side of a change in a changed block. */
const diffContext = 80;

/**
 * The choice the comparison starts with: the latest revision against the draft when the draft
 * has changes, else the two latest revisions; null when there are not two versions.
 */
export function defaultChoice(
  revisions: PageRevisionSummary[],
  draftHasChanges: boolean,
): { from: VersionChoice; to: VersionChoice } | null {
  const [latest, previous] = revisions;
  if (latest && draftHasChanges) return { from: latest.number, to: 'draft' };
  if (latest && previous) return { from: previous.number, to: latest.number };
  return null;
}

export const choiceValue = (choice: VersionChoice) =>
  choice === 'draft' ? 'draft' : String(choice);
export const parseChoice = (value: string): VersionChoice =>
  value === 'draft' ? 'draft' : Number(value);

/** The two versions compared: from the older, to the newer. */
export interface VersionPair {
  from: VersionChoice;
  to: VersionChoice;
}

/**
 * The two selects of a comparison, "Vergelijk" … "met", over the same versions.
 *
 * @example
 * <VersionPicker choice={choice} options={[{ value: '2', label: 'Versie 2' }]} onPick={setPicked} />
 */
export function VersionPicker({
  choice,
  options,
  onPick,
}: {
  choice: VersionPair;
  options: { value: string; label: string }[];
  onPick: (choice: VersionPair) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="plein-editor-history__pick">
      <Select
        label={t('editor.history.compare.from')}
        value={choiceValue(choice.from)}
        options={options}
        onChange={(event) => onPick({ ...choice, from: parseChoice(event.target.value) })}
      />
      <Select
        label={t('editor.history.compare.to')}
        value={choiceValue(choice.to)}
        options={options}
        onChange={(event) => onPick({ ...choice, to: parseChoice(event.target.value) })}
      />
    </div>
  );
}

/** Props of {@link VersionComparison}. */
export interface VersionComparisonProps {
  page: Page;
  /** The page's revisions, newest first. */
  revisions: PageRevisionSummary[];
}

/**
 * Two versions of the page side by side as one text: the user picks them in two selects
 * ("Vergelijk" … "met"), and sees what differs from the first to the second: title, layout and
 * block by block what was added, removed, moved or changed, with the changed words marked.
 */
export function VersionComparison({ page, revisions }: VersionComparisonProps) {
  const { t, i18n } = useTranslation('admin');
  const headingId = useId();
  const hasDraft = page.draft?.hasChanges ?? false;
  const [picked, setPicked] = useState<{ from: VersionChoice; to: VersionChoice } | null>(null);

  const choices: VersionChoice[] = [
    ...(hasDraft ? (['draft'] as const) : []),
    ...revisions.map((revision) => revision.number),
  ];
  const valid = (choice: VersionChoice) => choices.includes(choice);
  const fallback = defaultChoice(revisions, hasDraft);
  // A choice that is no longer there (the draft after publishing) falls back to the default.
  const choice = picked && valid(picked.from) && valid(picked.to) ? picked : fallback;

  const label = (version: VersionChoice) => {
    if (version === 'draft') return t('editor.history.draft');
    const revision = revisions.find((item) => item.number === version);
    return revision
      ? t('editor.history.versionAt', {
          number: version,
          time: formatDateTime(revision.publishedAt, i18n.language),
        })
      : t('editor.history.version', { number: version });
  };
  const options = choices.map((version) => ({
    value: choiceValue(version),
    label: label(version),
  }));

  return (
    <section aria-labelledby={headingId} className="plein-editor-history__section">
      <h3 id={headingId} className="plein-editor-history__heading">
        {t('editor.history.compare.heading')}
      </h3>
      {choice ? (
        <>
          <VersionPicker choice={choice} options={options} onPick={setPicked} />
          <ComparisonOf page={page} from={choice.from} to={choice.to} />
        </>
      ) : (
        <p>{t('editor.history.compare.tooFew')}</p>
      )}
    </section>
  );
}

/** The revision a choice needs read, or the draft itself. */
function useVersion(page: Page, choice: VersionChoice) {
  const query = useGetPageRevisionQuery(
    choice === 'draft' ? skipToken : { id: page.guid, number: choice },
  );
  // `currentData`: the revision chosen now, not the one before while it is read.
  const version: ComparableVersion | undefined = choice === 'draft' ? page : query.currentData;
  return { version, isError: choice !== 'draft' && query.isError, refetch: query.refetch };
}

/** The comparison of two chosen versions, once both are read. */
function ComparisonOf({ page, from, to }: { page: Page; from: VersionChoice; to: VersionChoice }) {
  const { t, i18n } = useTranslation('admin');
  const older = useVersion(page, from);
  const newer = useVersion(page, to);
  const comparison = useMemo(
    () => (older.version && newer.version ? compareVersions(older.version, newer.version) : null),
    [older.version, newer.version],
  );

  if (from !== to && (older.isError || newer.isError)) {
    return (
      <div role="alert" className="plein-editor-history__problem">
        <p>{t('editor.history.compare.failed')}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            if (older.isError) void older.refetch();
            if (newer.isError) void newer.refetch();
          }}
        >
          {t('editor.history.retry')}
        </Button>
      </div>
    );
  }
  // One status line, kept in place so screen readers announce each new comparison's summary.
  const status =
    from === to
      ? t('editor.history.compare.same')
      : comparison
        ? summaryOf(comparison, t, i18n.language)
        : t('editor.history.compare.loading');
  return (
    <div className="plein-editor-history__result">
      <p role="status" className="plein-editor-history__summary">
        {status}
      </p>
      {from !== to && comparison ? <ComparisonView comparison={comparison} /> : null}
    </div>
  );
}

/** The comparison in one sentence: what changed, or that nothing did. */
function summaryOf(comparison: Comparison, t: TFunction<'admin'>, language: string): string {
  if (isSameVersion(comparison)) return t('editor.history.summary.none');
  const { blocks } = comparison;
  const count = (test: (block: BlockComparison) => boolean) => blocks.filter(test).length;
  const counts = [
    ['added', count((block) => block.presence === 'added')],
    ['removed', count((block) => block.presence === 'removed')],
    ['edited', count(isBlockEdited)],
    ['moved', count((block) => block.moved !== null)],
  ] as const;
  const differences = [
    ...(comparison.title.changed ? [t('editor.history.summary.title')] : []),
    ...(comparison.layout.changed ? [t('editor.history.summary.layout')] : []),
    ...(comparison.optionsChanged ? [t('editor.history.summary.options')] : []),
    ...counts
      .filter(([, number]) => number > 0)
      .map(([kind, number]) => t(`editor.history.summary.${kind}`, { count: number })),
  ];
  const list = new Intl.ListFormat(language, { type: 'conjunction' }).format(differences);
  return t('editor.history.summary.some', { list });
}

/** The page's own changes and the blocks that differ. */
function ComparisonView({ comparison }: { comparison: Comparison }) {
  const { t } = useTranslation('admin');
  const layoutName = (layout: PageLayoutName) => layoutLabel(t, layout);
  const { blocks } = comparison;

  return (
    <>
      {comparison.title.changed || comparison.layout.changed || comparison.optionsChanged ? (
        <dl className="plein-editor-history__page">
          {comparison.title.changed ? (
            <div>
              <dt>{t('editor.history.pageTitle')}</dt>
              <dd>
                <TextDiff parts={comparison.title.parts} />
              </dd>
            </div>
          ) : null}
          {comparison.layout.changed ? (
            <div>
              <dt>{t('editor.history.layout')}</dt>
              <dd>
                <TextDiff
                  parts={[
                    { kind: 'removed', text: layoutName(comparison.layout.from) },
                    { kind: 'same', text: ' ' },
                    { kind: 'added', text: layoutName(comparison.layout.to) },
                  ]}
                />
              </dd>
            </div>
          ) : null}
          {comparison.optionsChanged ? (
            <div>
              <dt>{t('editor.history.pageOptions')}</dt>
              <dd>{t('editor.history.changed')}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {blocks.length ? (
        <ol className="plein-editor-history__blocks">
          {blocks.map((block) => (
            <BlockDifference key={block.guid} block={block} />
          ))}
        </ol>
      ) : null}
      {comparison.unchangedBlocks && !isSameVersion(comparison) ? (
        <p className="plein-editor-history__unchanged">
          {t('editor.history.unchangedBlocks', { count: comparison.unchangedBlocks })}
        </p>
      ) : null}
    </>
  );
}

/** One block that differs: its name and what happened to it, then its changed texts. */
function BlockDifference({ block }: { block: BlockComparison }) {
  const { t } = useTranslation('admin');
  const blockLabel = useBlockLabel();
  const fieldLabel = useFieldLabel();
  const place = (at: BlockPlace) =>
    t('editor.place', {
      index: at.index,
      total: at.total,
      position: t(`editor.positions.${at.position}`),
    });
  const badges = [
    ...(block.presence === 'kept' ? [] : [t(`editor.history.badge.${block.presence}`)]),
    ...(isBlockEdited(block) ? [t('editor.history.badge.edited')] : []),
    ...(block.moved ? [t('editor.history.badge.moved')] : []),
  ];
  const notes = [
    ...(block.otherContentChanged ? [t('editor.history.otherContent')] : []),
    ...(block.optionsChanged ? [t('editor.history.options')] : []),
    ...(block.visibilityChanged ? [t('editor.history.visibility')] : []),
  ];
  const shown = (parts: BlockComparison['fields'][number]['parts']) =>
    block.presence === 'kept' ? shortenUnchanged(parts, diffContext) : parts;

  return (
    <li className={`plein-editor-history__block plein-editor-history__block--${block.presence}`}>
      <h4 className="plein-editor-history__block-name">
        {blockLabel(block.buildingBlock)}
        {badges.map((badge) => (
          <Fragment key={badge}>
            <VisuallyHidden>,</VisuallyHidden>{' '}
            <span className="plein-editor-history__badge">{badge}</span>
          </Fragment>
        ))}
      </h4>
      <p className="plein-editor-history__place">
        {block.moved
          ? t('editor.history.movedFrom', {
              from: place(block.moved.from),
              to: place(block.moved.to),
            })
          : t(block.presence === 'removed' ? 'editor.history.wasAt' : 'editor.history.isAt', {
              place: place(block.place),
            })}
      </p>
      {block.fields.length ? (
        <dl className="plein-editor-history__fields">
          {block.fields.map((field) => (
            <div key={field.path.join('/')}>
              <dt>{fieldLabel(block.buildingBlock, field.path)}</dt>
              <dd className="plein-editor-history__text">
                <TextDiff parts={shown(field.parts)} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {notes.length ? (
        <ul className="plein-editor-history__notes">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
