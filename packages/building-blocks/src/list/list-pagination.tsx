import { Link, VisuallyHidden } from '@plein/ui-kit';
import type { ListTexts } from './list-types';

/** The page numbers to link: the first, the last and two either side of the current one. */
export function visiblePages(current: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages]);
  for (let page = current - 2; page <= current + 2; page += 1) {
    if (page >= 1 && page <= pages) wanted.add(page);
  }
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) result.push('gap');
    result.push(page);
  });
  return result;
}

/**
 * The pagination of a list: previous, page numbers and next, as links that work without
 * JavaScript (the page number is in the URL). The current page is marked `aria-current`.
 *
 * @example
 * <ListPagination texts={texts} current={2} pages={3} href={(page) => `?page-b1=${page}`} />
 */
export function ListPagination({
  texts,
  current,
  pages,
  href,
}: {
  texts: ListTexts;
  current: number;
  pages: number;
  href: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="plein-list__pagination" aria-label={texts.pagination}>
      <ul>
        {current > 1 ? (
          <li>
            <Link href={href(current - 1)} rel="prev">
              {texts.previous}
            </Link>
          </li>
        ) : null}
        {visiblePages(current, pages).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link href={href(page)} aria-current={page === current ? 'page' : undefined}>
                <VisuallyHidden>{texts.page}</VisuallyHidden> {page}
              </Link>
            </li>
          ),
        )}
        {current < pages ? (
          <li>
            <Link href={href(current + 1)} rel="next">
              {texts.next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
