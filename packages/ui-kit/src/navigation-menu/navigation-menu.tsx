import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { Link } from '../link/link';
import type { LinkComponent } from '../link/link-component';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import './navigation-menu.css';

/** Delay in ms before a submenu opens or closes on hover (spec section 9). */
export const submenuHoverDelay = 50;

/** One entry of a navigation menu; `children` make it a submenu. */
export interface NavigationItem {
  label: string;
  href: string;
  /** The page being shown: marked `aria-current="page"`. */
  current?: boolean;
  /**
   * The page being shown lies in this item's section (a list item or page below it that the
   * menu does not name): marked `aria-current="true"` and as active.
   */
  section?: boolean;
  /** A link to another site. */
  external?: boolean;
  children?: readonly NavigationItem[];
}

/** Props of {@link NavigationMenu}. */
export interface NavigationMenuProps {
  items: readonly NavigationItem[];
  /** Accessible name of the navigation landmark, e.g. "Main navigation". */
  label: string;
  /** Accessible name of a submenu's disclosure button, e.g. `Submenu ${item.label}`; defaults to the item label. */
  submenuToggleLabel?: (item: NavigationItem) => string;
  /** Text announced after external links, e.g. "(external website)". */
  externalLabel?: string;
  /** Text of the button that opens the menu on small screens; without it the menu never collapses. */
  menuButtonLabel?: string;
  /** Render internal links with this component instead of the provider's. */
  linkComponent?: LinkComponent;
  /** Hover delay in ms; defaults to {@link submenuHoverDelay}. */
  hoverDelay?: number;
  className?: string;
}

function hasCurrent(item: NavigationItem): boolean {
  return Boolean(item.current || item.section) || (item.children ?? []).some(hasCurrent);
}

function ariaCurrent(item: NavigationItem): 'page' | 'true' | undefined {
  if (item.current) return 'page';
  return item.section ? 'true' : undefined;
}

/**
 * The main navigation: a list of links where items with children get a disclosure button that
 * shows their submenu (click, Enter or Space toggles; Escape closes and returns focus; hover
 * opens after 50 ms). On small screens an optional menu button collapses the whole list.
 *
 * @example
 * <NavigationMenu
 *   label={t('nav.main')}
 *   menuButtonLabel={t('nav.menu')}
 *   submenuToggleLabel={(item) => t('nav.submenu', { name: item.label })}
 *   externalLabel={t('link.external')}
 *   items={[{ label: 'Home', href: '/', current: true }, { label: 'Over ons', href: '/over', children: [...] }]}
 * />
 */
export function NavigationMenu({
  items,
  label,
  submenuToggleLabel,
  externalLabel,
  menuButtonLabel,
  linkComponent,
  hoverDelay = submenuHoverDelay,
  className,
}: NavigationMenuProps) {
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRefs = useRef(new Map<number, HTMLButtonElement>());
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  // The server renders the collapsed menu and the submenu toggles too, so nothing moves when
  // the page hydrates (no layout shift). Without JavaScript the stylesheet's
  // `(scripting: none)` rules show every link and hide the buttons that would need it.
  const collapsible = Boolean(menuButtonLabel);

  const later = (update: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(update, hoverDelay);
  };

  const onItemKeyDown = (index: number) => (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || openIndex !== index) return;
    event.stopPropagation();
    setOpenIndex(null);
    toggleRefs.current.get(index)?.focus();
  };

  const onItemBlur = (index: number) => (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) {
      setOpenIndex((open) => (open === index ? null : open));
    }
  };

  const onNavKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    }
  };

  const listId = `${baseId}-list`;
  const renderLink = (item: NavigationItem) => (
    <Link
      href={item.href}
      external={item.external}
      externalLabel={externalLabel}
      linkComponent={linkComponent}
      aria-current={ariaCurrent(item)}
      className="plein-nav__link"
    >
      {item.label}
    </Link>
  );
  const renderList = (list: readonly NavigationItem[], listClass: string) => (
    <ul className={listClass}>
      {list.map((item, i) => (
        <li key={`${item.href}-${i}`} className="plein-nav__subitem">
          {renderLink(item)}
          {item.children?.length ? renderList(item.children, 'plein-nav__nested') : null}
        </li>
      ))}
    </ul>
  );

  return (
    <nav
      aria-label={label}
      className={['plein-nav', collapsible ? 'plein-nav--collapsible' : null, className]
        .filter(Boolean)
        .join(' ')}
      onKeyDown={onNavKeyDown}
    >
      {collapsible ? (
        <button
          ref={menuButtonRef}
          type="button"
          className="plein-nav__menu-button"
          aria-expanded={menuOpen}
          aria-controls={listId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
          </svg>
          {menuButtonLabel}
        </button>
      ) : null}
      <ul id={listId} className="plein-nav__list" data-open={menuOpen}>
        {items.map((item, index) => {
          const children = item.children ?? [];
          const open = openIndex === index;
          const submenuId = `${baseId}-sub-${index}`;
          const classes = [
            'plein-nav__item',
            hasCurrent(item) && !item.current ? 'plein-nav__item--active' : null,
          ];
          if (children.length === 0) {
            return (
              <li key={`${item.href}-${index}`} className={classes.filter(Boolean).join(' ')}>
                {renderLink(item)}
              </li>
            );
          }
          return (
            <li
              key={`${item.href}-${index}`}
              className={[...classes, 'plein-nav__item--parent'].filter(Boolean).join(' ')}
              onMouseEnter={() => later(() => setOpenIndex(index))}
              onMouseLeave={() => later(() => setOpenIndex((o) => (o === index ? null : o)))}
              onKeyDown={onItemKeyDown(index)}
              onBlur={onItemBlur(index)}
            >
              <div className="plein-nav__row">
                {renderLink(item)}
                <button
                  ref={(node) => {
                    if (node) toggleRefs.current.set(index, node);
                    else toggleRefs.current.delete(index);
                  }}
                  type="button"
                  className="plein-nav__toggle"
                  aria-expanded={open}
                  aria-controls={submenuId}
                  onClick={() => {
                    clearTimeout(timer.current);
                    setOpenIndex(open ? null : index);
                  }}
                >
                  <svg
                    aria-hidden="true"
                    focusable="false"
                    viewBox="0 0 16 16"
                    width="14"
                    height="14"
                  >
                    <path d="m3 6 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                  <VisuallyHidden>
                    {submenuToggleLabel ? submenuToggleLabel(item) : item.label}
                  </VisuallyHidden>
                </button>
              </div>
              <div id={submenuId} className="plein-nav__submenu" hidden={!open}>
                {renderList(children, 'plein-nav__sublist')}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
