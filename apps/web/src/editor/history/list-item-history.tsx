import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetListItemRevisionQuery, useGetListItemRevisionsQuery } from '@plein/api-client';
import type { ListItem, ListItemRevisionSummary } from '@plein/api-client';
import { Button } from '@plein/ui-kit';
import { formatDateTime } from '../../screens/format-date';
import { fromLocalInput } from '../list-item-values';
import type { ListItemValues } from '../list-item-values';
import { compareListItems } from './compare-list-items';
import type { ComparedItemField } from './compare-list-items';
import { RevisionList } from './revision-list';
import { TextDiff } from './text-diff';
import { choiceValue, defaultChoice, VersionPicker } from './version-comparison';
import type { VersionChoice, VersionPair } from './version-comparison';
import './history.css';

/** Props of {@link ListItemHistory}. */
export interface ListItemHistoryProps {
  /** The item as its editors see it (its draft's fields when it has one). */
  item: ListItem;
  /** Makes a revision the item's draft, or the item when it is not published (confirmed). */
  onRestore: (number: number) => void;
}

/**
 * An item's history under its form: every publication ("Versie 2", when, by whom), newest
 * first, each with "Deze versie herstellen" (asked first), and a comparison of two versions (or
 * the draft) field by field, the changed words marked.
 *
 * @example
 * <ListItemHistory item={item} onRestore={(number) => void restore(item, number)} />
 */
export function ListItemHistory({ item, onRestore }: ListItemHistoryProps) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const query = useGetListItemRevisionsQuery(item.guid);

  return (
    <section aria-labelledby={headingId} className="plein-editor-history">
      <h3 id={headingId} className="plein-editor-history__heading">
        {t('listItems.history.heading')}
      </h3>
      {query.isError ? (
        <div role="alert" className="plein-editor-history__problem">
          <p>{t('editor.history.failed')}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('editor.history.retry')}
          </Button>
        </div>
      ) : query.data ? (
        <>
          <ItemRevisionList item={item} revisions={query.data} onRestore={onRestore} />
          <ItemComparison item={item} revisions={query.data} />
        </>
      ) : (
        <p role="status">{t('editor.history.loading')}</p>
      )}
    </section>
  );
}

/** The publications, newest first, with the restore buttons and their confirmation. */
function ItemRevisionList({
  item,
  revisions,
  onRestore,
}: ListItemHistoryProps & { revisions: ListItemRevisionSummary[] }) {
  const { t, i18n } = useTranslation('admin');
  const time = (iso: string) => formatDateTime(iso, i18n.language);
  // The latest publication is what the item is, unless it has a draft or went offline since.
  const canRestore = (revision: ListItemRevisionSummary) =>
    item.draft !== undefined || !item.isPublished || revision.number !== revisions[0]?.number;

  if (revisions.length === 0) return <p>{t('listItems.history.none')}</p>;
  return (
    <RevisionList
      revisions={revisions}
      canRestore={canRestore}
      onRestore={onRestore}
      confirmation={(revision) => (
        <>
          <p>
            {t(
              item.isPublished ? 'listItems.history.confirmDraft' : 'listItems.history.confirmLive',
              { number: revision.number, time: time(revision.publishedAt) },
            )}
          </p>
          {item.draft ? <p>{t('listItems.history.confirmLost')}</p> : null}
        </>
      )}
    />
  );
}

/** Each compared field is named as the item form names it. */
const fieldLabels = {
  title: 'title',
  listItemTypeName: 'type',
  language: 'language',
  publishedOn: 'publishedOn',
  description: 'description',
  periodEnd: 'periodEnd',
  highlight: 'highlight',
  parentGuids: 'parents',
  text: 'text',
} as const satisfies Record<ComparedItemField, string>;

/** Two versions of the item picked in two selects, and what differs between them. */
function ItemComparison({
  item,
  revisions,
}: {
  item: ListItem;
  revisions: ListItemRevisionSummary[];
}) {
  const { t, i18n } = useTranslation('admin');
  const hasDraft = item.draft !== undefined;
  const [picked, setPicked] = useState<VersionPair | null>(null);
  const choices: VersionChoice[] = [
    ...(hasDraft ? (['draft'] as const) : []),
    ...revisions.map((revision) => revision.number),
  ];
  const valid = (choice: VersionChoice) => choices.includes(choice);
  const choice =
    picked && valid(picked.from) && valid(picked.to) ? picked : defaultChoice(revisions, hasDraft);
  if (!choice) return null;

  const label = (version: VersionChoice) => {
    if (version === 'draft') return t('editor.history.draft');
    const revision = revisions.find((entry) => entry.number === version);
    return t('editor.history.versionAt', {
      number: version,
      time: revision ? formatDateTime(revision.publishedAt, i18n.language) : '',
    });
  };
  const options = choices.map((version) => ({
    value: choiceValue(version),
    label: label(version),
  }));
  return (
    <div className="plein-editor-history__section">
      <VersionPicker choice={choice} options={options} onPick={setPicked} />
      <ItemDifferences item={item} from={choice.from} to={choice.to} />
    </div>
  );
}

/** The item as it was in a chosen version: the draft is the item itself. */
function useItemVersion(item: ListItem, choice: VersionChoice) {
  const query = useGetListItemRevisionQuery(
    choice === 'draft' ? skipToken : { guid: item.guid, number: choice },
  );
  return choice === 'draft' ? item : query.currentData?.item;
}

/** The fields that differ between two versions, once both are read. */
function ItemDifferences({
  item,
  from,
  to,
}: {
  item: ListItem;
  from: VersionChoice;
  to: VersionChoice;
}) {
  const { t, i18n } = useTranslation('admin');
  const older = useItemVersion(item, from);
  const newer = useItemVersion(item, to);
  const differences = useMemo(() => {
    if (!older || !newer) return null;
    const show = (field: ComparedItemField, values: ListItemValues): string => {
      if (field === 'highlight')
        return t(values.highlight ? 'listItems.history.yes' : 'listItems.history.no');
      if (field === 'publishedOn' || field === 'periodEnd') {
        const iso = fromLocalInput(field === 'publishedOn' ? values.publishedOn : values.periodEnd);
        return iso ? formatDateTime(iso, i18n.language) : '';
      }
      if (field === 'language') return t(`listItems.form.languages.${values.language}`);
      if (field === 'parentGuids') {
        return t('listItems.history.parents', { count: values.parentGuids.length });
      }
      return values[field];
    };
    return compareListItems(older, newer, show);
  }, [older, newer, t, i18n.language]);

  const status =
    from === to
      ? t('editor.history.compare.same')
      : differences === null
        ? t('editor.history.compare.loading')
        : differences.length === 0
          ? t('editor.history.summary.none')
          : t('listItems.history.changed', { count: differences.length });
  return (
    <div className="plein-editor-history__result">
      <p role="status" className="plein-editor-history__summary">
        {status}
      </p>
      {from !== to && differences?.length ? (
        <dl className="plein-editor-history__fields">
          {differences.map((difference) => (
            <div key={difference.field}>
              <dt>{t(`listItems.form.${fieldLabels[difference.field]}`)}</dt>
              <dd className="plein-editor-history__text">
                <TextDiff parts={difference.parts} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
