import { Link } from '@plein/ui-kit';
import { useBlockServices } from '../block-services/block-services';
import type { ListServices } from './list-services';
import { thumbnailSources } from './list-thumbnail';
import type { ListEntry } from './list-types';

/**
 * The items of a list page as cards: the item's first image as a thumbnail (when it has one),
 * its title linking to the item's page (the whole card opens it), its publish date and
 * description. The thumbnail is decorative (the title names the item); the first one loads at
 * once, as it may be the largest thing on the screen, the others when they come near.
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
  const { imageBaseUrl } = useBlockServices();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="plein-list__items">
      {items.map((item, index) => (
        <li key={item.guid} className="plein-list__item">
          {item.firstImageGuid ? (
            <img
              className="plein-list__item-image"
              {...thumbnailSources(item.firstImageGuid, { baseUrl: imageBaseUrl })}
              alt=""
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
          ) : null}
          <div className="plein-list__item-body">
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
          </div>
        </li>
      ))}
    </ul>
  );
}
