import { Stack, TextField } from '@plein/ui-kit';
import type { BlockDefinition, BlockEditProps, BlockViewProps } from '../registry/registry';
import { listBodyMessage, listRangeText } from './list-body';
import type { ListParentChoice } from './list-controls';
import { ListControls } from './list-controls';
import { ListEntries } from './list-entries';
import { readListViewOptions } from './list-options';
import { ListPagination } from './list-pagination';
import { useListServices } from './list-services';
import { listAnchorId, listQueryFor, listStateHref, readListUrlState } from './list-url-state';
import { useInView } from './use-in-view';
import './list.css';

/** Content of a `list` block: its heading and the parents visitors may filter by. */
export interface ListContent {
  /** The list's heading; empty for none. */
  title: string;
  /** Parent items a visitor can filter the list by (none: no parent filter). */
  parents?: ListParentChoice[];
}

/** Translation keys the list's Edit form uses. */
export const listTranslationKeys = {
  label: 'blocks.list.label',
  title: 'blocks.list.title',
} as const;

/**
 * Whether content is a valid list document.
 *
 * @example
 * isListContent({ title: 'Nieuws' }); // true
 */
export function isListContent(content: unknown): content is ListContent {
  if (typeof content !== 'object' || content === null) return false;
  const { title, parents } = content as Record<string, unknown>;
  if (typeof title !== 'string') return false;
  if (parents === undefined) return true;
  return (
    Array.isArray(parents) &&
    parents.every(
      (parent: unknown) =>
        typeof parent === 'object' &&
        parent !== null &&
        typeof (parent as ListParentChoice).guid === 'string' &&
        typeof (parent as ListParentChoice).label === 'string',
    )
  );
}

/**
 * A list block as visitors see it: heading, sort/size/parent controls, the items of the page in
 * the URL (`?page-{guid}=2`), the range and the pagination. The items come from the app through
 * {@link ListServicesProvider}; with the `lazyLoad` option they load once the list is in view.
 *
 * @example
 * <ListServicesProvider services={services}><ListView guid="b1" options={[]} content={{ title: 'Nieuws' }} /></ListServicesProvider>
 */
export function ListView({ guid, content, options }: BlockViewProps<ListContent>) {
  const services = useListServices();
  const { lazyLoad } = readListViewOptions(options);
  const { ref, inView } = useInView<HTMLElement>(lazyLoad);
  if (!services) throw new Error('ListView needs a ListServicesProvider');
  const search = new URLSearchParams(services.location.search);
  const state = readListUrlState(search, guid);
  const page = services.useListPage({
    kind: 'list',
    blockGuid: guid,
    query: listQueryFor(state),
    skip: !inView,
  });
  const data = page.page;
  const titleId = `${guid}-title`;
  const range = listRangeText(services, page);
  const pages = data ? Math.max(1, Math.ceil(data.totalItems / data.itemCount)) : 1;

  return (
    <section
      ref={ref}
      // Where the pager and sort links land (their fragment); focusable for the app to focus.
      id={listAnchorId(guid)}
      tabIndex={-1}
      className="plein-list"
      aria-labelledby={content.title ? titleId : undefined}
      aria-busy={page.isLoading || undefined}
    >
      {content.title ? (
        <h2 id={titleId} className="plein-list__title">
          {content.title}
        </h2>
      ) : null}
      {data ? (
        <ListControls
          key={services.location.search}
          guid={guid}
          services={services}
          state={state}
          sortBy={data.sortBy}
          itemCount={data.itemCount}
          totalItems={data.totalItems}
          parents={content.parents ?? []}
        />
      ) : null}
      {listBodyMessage(page, services, Boolean(state.parent)) ?? (
        <ListEntries
          items={data?.items ?? []}
          services={services}
          headingLevel={content.title ? 3 : 2}
        />
      )}
      <p className="plein-list__range" aria-live="polite">
        {range}
      </p>
      {data ? (
        <ListPagination
          texts={services.texts}
          current={data.pageNumber}
          pages={pages}
          href={(target) =>
            listStateHref(services.location.pathname, search, guid, { ...state, page: target })
          }
        />
      ) : null}
    </section>
  );
}

/**
 * The list's edit form: its heading. The items themselves are edited in the page editor.
 *
 * @example
 * <ListEdit guid="b1" content={content} onChange={setContent} t={t} />
 */
export function ListEdit({ guid, content, onChange, t }: BlockEditProps<ListContent>) {
  return (
    <ListTitleEdit
      guid={guid}
      content={content}
      onChange={onChange}
      t={t}
      titleKey={listTranslationKeys.title}
    />
  );
}

/** The heading field both list block types edit. */
export function ListTitleEdit({
  guid,
  content,
  onChange,
  t,
  titleKey,
}: BlockEditProps<ListContent> & { titleKey: string }) {
  return (
    <Stack gap={4} className="plein-block-edit">
      <TextField
        id={`${guid}-list-title`}
        label={t(titleKey)}
        value={content.title}
        onValueChange={(title) => onChange({ ...content, title })}
      />
    </Stack>
  );
}

/** The core `list` block type. */
export const listBlock: BlockDefinition<ListContent> = {
  type: 'list',
  View: ListView,
  Edit: ListEdit,
  label: listTranslationKeys.label,
  defaultContent: { title: '' },
  validate: isListContent,
};
