import type { BlockDefinition, BlockEditProps, BlockViewProps } from '../registry/registry';
import type { ListContent } from './list';
import { isListContent, ListTitleEdit } from './list';
import { listBodyMessage } from './list-body';
import { ListEntries } from './list-entries';
import { readListViewOptions } from './list-options';
import { useListServices } from './list-services';
import { useInView } from './use-in-view';
import './list.css';

/** Translation keys the list widget's Edit form uses. */
export const listWidgetTranslationKeys = {
  label: 'blocks.listWidget.label',
  title: 'blocks.listWidget.title',
} as const;

/**
 * A list widget as visitors see it: a compact first page of items (its options pick them, e.g.
 * `highlightOnly`, or `listBlockGuid` to show another list's items), each linking to its page.
 *
 * @example
 * <ListWidgetView guid="w1" options={[]} content={{ title: 'Uitgelicht' }} />
 */
export function ListWidgetView({ guid, content, options }: BlockViewProps<ListContent>) {
  const services = useListServices();
  const { lazyLoad } = readListViewOptions(options);
  const { ref, inView } = useInView<HTMLElement>(lazyLoad);
  if (!services) throw new Error('ListWidgetView needs a ListServicesProvider');
  const page = services.useListPage({ kind: 'widget', blockGuid: guid, query: {}, skip: !inView });
  const titleId = `${guid}-title`;
  return (
    <section
      ref={ref}
      className="plein-list plein-list--widget"
      aria-labelledby={content.title ? titleId : undefined}
      aria-busy={page.isLoading || undefined}
    >
      {content.title ? (
        <h2 id={titleId} className="plein-list__title">
          {content.title}
        </h2>
      ) : null}
      {listBodyMessage(page, services, false) ?? (
        <ListEntries
          items={page.page?.items ?? []}
          services={services}
          headingLevel={content.title ? 3 : 2}
        />
      )}
    </section>
  );
}

/**
 * The list widget's edit form: its heading.
 *
 * @example
 * <ListWidgetEdit guid="w1" content={content} onChange={setContent} t={t} />
 */
export function ListWidgetEdit({ guid, content, onChange, t }: BlockEditProps<ListContent>) {
  return (
    <ListTitleEdit
      guid={guid}
      content={content}
      onChange={onChange}
      t={t}
      titleKey={listWidgetTranslationKeys.title}
    />
  );
}

/** The core `list-widget` block type. */
export const listWidgetBlock: BlockDefinition<ListContent> = {
  type: 'list-widget',
  View: ListWidgetView,
  Edit: ListWidgetEdit,
  label: listWidgetTranslationKeys.label,
  defaultContent: { title: '' },
  validate: isListContent,
};
