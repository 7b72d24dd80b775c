import { mainContentId } from '@plein/ui-kit';
import type { CSSProperties, ReactNode } from 'react';
import { layoutColumns } from '../layout-columns/layout-columns';
import type { MiddleColumnPosition, PageLayoutName } from '../layout-columns/layout-columns';
import './page-layout.css';

/** The content of each region of a page layout. */
export interface PageLayoutRegions {
  top?: ReactNode;
  sideLeft?: ReactNode;
  main?: ReactNode;
  sideRight?: ReactNode;
  bottom?: ReactNode;
}

/** Props of {@link PageLayout}. */
export interface PageLayoutProps {
  layout: PageLayoutName;
  regions: PageLayoutRegions;
  /** Accessible name of the left `<aside>`, e.g. "Extra information". */
  sideLeftLabel?: string;
  /** Accessible name of the right `<aside>`. */
  sideRightLabel?: string;
  /**
   * The root element: `main` (default) makes the whole layout the page's main landmark, which the
   * skip link targets; use `div` when the layout sits inside another main element.
   */
  as?: 'main' | 'div';
  /** Id of the root, the skip link's target; defaults to `main`. */
  id?: string;
  className?: string;
  /**
   * The language of the content (`lang` on the root), when it may differ from the page's own:
   * Dutch content shown with an English user interface.
   */
  lang?: string;
}

/** Whether a region has something to show (not null, false, an empty string or an empty list). */
export function hasContent(node: ReactNode): boolean {
  if (node === null || node === undefined || node === false || node === true || node === '')
    return false;
  if (Array.isArray(node)) return node.some((child) => hasContent(child as ReactNode));
  return true;
}

const regionOf: Record<MiddleColumnPosition, keyof PageLayoutRegions> = {
  'side-left': 'sideLeft',
  main: 'main',
  'side-right': 'sideRight',
};

/**
 * One of the four page layouts (spec section 2): a top row, a middle row with the main column and
 * side columns, and a bottom row. Below 1024 px every column is 12 wide and stacks; from 1024 px
 * the middle row splits 12, 3/9, 9/3 or 3/6/3. Side columns are `<aside>` elements, rendered only
 * when they have content; empty rows are left out. Regions the layout does not have (e.g. a side
 * column in `100`) are not rendered.
 *
 * @example
 * <PageLayout
 *   layout="25-50-25"
 *   sideLeftLabel={t('layout.sideLeft')}
 *   sideRightLabel={t('layout.sideRight')}
 *   regions={{ top: <Hero />, sideLeft: <SubNav />, main: <Blocks />, sideRight: <Contact />, bottom: <Related /> }}
 * />
 */
export function PageLayout({
  layout,
  regions,
  sideLeftLabel,
  sideRightLabel,
  as: Root = 'main',
  id = mainContentId,
  className,
  lang,
}: PageLayoutProps) {
  const labels = { 'side-left': sideLeftLabel, 'side-right': sideRightLabel };
  return (
    <Root
      id={id}
      tabIndex={Root === 'main' ? -1 : undefined}
      className={['plein-layout', `plein-layout--${layout}`, className].filter(Boolean).join(' ')}
      data-layout={layout}
      lang={lang}
    >
      {hasContent(regions.top) ? (
        <div className="plein-layout__row plein-layout__row--top">{regions.top}</div>
      ) : null}
      <div className="plein-layout__row plein-layout__row--middle">
        {layoutColumns(layout).map(({ position, start, span }) => {
          const content = regions[regionOf[position]];
          const style = {
            '--plein-column-start': start,
            '--plein-column-span': span,
          } as CSSProperties;
          const className = `plein-layout__column plein-layout__column--${position}`;
          if (position === 'main') {
            return (
              <div key={position} className={className} style={style}>
                {content}
              </div>
            );
          }
          if (!hasContent(content)) return null;
          return (
            <aside key={position} aria-label={labels[position]} className={className} style={style}>
              {content}
            </aside>
          );
        })}
      </div>
      {hasContent(regions.bottom) ? (
        <div className="plein-layout__row plein-layout__row--bottom">{regions.bottom}</div>
      ) : null}
    </Root>
  );
}
