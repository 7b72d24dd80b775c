import { Link } from '@plein/ui-kit';
import type { ListServices } from './list-services';
import type { ListEntry } from './list-types';

/**
 * The items of a list page: each title links to the item's page, with its publish date and
 * description.
 *
 * @example
 * <ListEntries items={page.items} services={services} headingLevel={3} />
 */
export function ListEntries({
  items,
  services,
  headingLevel,
}: {
  items: readonly ListEntry[];
  services: ListServices;
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="plein-list__items">
      {items.map((item) => (
        <li key={item.guid} className="plein-list__item">
          <Heading className="plein-list__item-title">
            <Link href={services.itemHref(item)}>{item.title}</Link>
          </Heading>
          <p className="plein-list__item-meta">
            <span className="plein-list__item-type">{item.listItemTypeName}</span>{' '}
            <span>
              {services.texts.publishedOn}{' '}
              <time dateTime={item.publishedOn}>{services.formatDate(item.publishedOn)}</time>
            </span>
          </p>
          {item.metadata.description ? (
            <p className="plein-list__item-description">{item.metadata.description}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
