import { useTranslation } from 'react-i18next';
import type { PageSummary } from '@plein/api-client';
import { Button } from '@plein/ui-kit';
import { isInternalMenuPath } from '@plein/validation';
import type { MenuProblems } from './menu-checks';
import { indentBlocker, locate, sitePathOf } from './menu-tree';
import type { DraftMenuItem, MenuTree } from './menu-tree';

/** What the buttons of an item do. */
export type MenuAction = 'up' | 'down' | 'indent' | 'outdent' | 'edit' | 'delete';

/** The kind of item, by the rule of spec section 5 (the home entry `/` is its own kind). */
export function menuItemKind(
  tree: MenuTree,
  item: DraftMenuItem,
): 'internal' | 'external' | 'home' {
  if (item.externalUrl !== null) return 'external';
  const path = sitePathOf(tree, item.key) ?? '';
  return isInternalMenuPath(path) ? 'internal' : 'home';
}

/** Whether an action can be done now (the button stays focusable either way). */
export function canDo(tree: MenuTree, key: string, action: MenuAction): boolean {
  const location = locate(tree, key);
  if (!location) return false;
  switch (action) {
    case 'up':
      return location.index > 0;
    case 'down':
      return location.index < location.siblings.length - 1;
    case 'indent':
      return indentBlocker(tree, key) === null;
    case 'outdent':
      return location.depth > 1;
    default:
      return true;
  }
}

interface TreeProps {
  tree: MenuTree;
  problems: MenuProblems;
  pages: ReadonlyMap<string, PageSummary>;
  onAction: (key: string, action: MenuAction) => void;
}

const arrows: Partial<Record<MenuAction, string>> = {
  up: '↑',
  down: '↓',
  indent: '→',
  outdent: '←',
};

function MenuItemRow({ item, ...props }: TreeProps & { item: DraftMenuItem }) {
  const { t } = useTranslation('admin');
  const { tree, problems, pages, onAction } = props;
  const kind = menuItemKind(tree, item);
  const page = item.pageGuid ? pages.get(item.pageGuid.toLowerCase()) : undefined;
  const found = Object.entries(problems[item.key] ?? {});
  const problemsId = `menu-problems-${item.key}`;
  const button = (action: MenuAction, variant: 'secondary' | 'ghost' = 'ghost') => {
    const possible = canDo(tree, item.key, action);
    return (
      <Button
        size="sm"
        variant={variant}
        data-action={action}
        aria-disabled={possible ? undefined : true}
        aria-label={t(`menuEditor.actions.${action}Named`, { name: item.name })}
        aria-describedby={action === 'edit' && found.length ? problemsId : undefined}
        onClick={() => onAction(item.key, action)}
      >
        {arrows[action] ? <span aria-hidden="true">{arrows[action]}</span> : null}
        {t(`menuEditor.actions.${action}`)}
      </Button>
    );
  };

  return (
    <li className="plein-menu-tree__item" data-menu-key={item.key}>
      <div
        className={
          found.length
            ? 'plein-menu-tree__row plein-menu-tree__row--invalid'
            : 'plein-menu-tree__row'
        }
      >
        <div className="plein-menu-tree__summary">
          <p className="plein-menu-tree__title">
            <span className="plein-menu-tree__name">{item.name || t('menuEditor.unnamed')}</span>{' '}
            <span className={`plein-menu-tree__kind plein-menu-tree__kind--${kind}`}>
              {t(`menuEditor.kinds.${kind}`)}
            </span>
          </p>
          <p className="plein-menu-tree__where">
            <code>{kind === 'external' ? item.externalUrl : sitePathOf(tree, item.key)}</code>
            {kind === 'external' ? null : (
              <>
                {' · '}
                {page
                  ? t(
                      page.isPublished ? 'menuEditor.showsPage' : 'menuEditor.showsUnpublishedPage',
                      {
                        title: page.title,
                      },
                    )
                  : t('menuEditor.noPage')}
              </>
            )}
          </p>
          {found.length ? (
            <ul id={problemsId} className="plein-menu-tree__problems">
              {found.map(([field, message]) => (
                <li key={field}>{t(`menuEditor.errors.${message}`)}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <div
          className="plein-menu-tree__actions"
          role="group"
          aria-label={t('menuEditor.actionsFor', { name: item.name })}
        >
          {button('up')}
          {button('down')}
          {button('outdent')}
          {button('indent')}
          {button('edit', 'secondary')}
          {button('delete')}
        </div>
      </div>
      {item.relatedMenuItems.length ? (
        <ol className="plein-menu-tree__list">
          {item.relatedMenuItems.map((child) => (
            <MenuItemRow key={child.key} item={child} {...props} />
          ))}
        </ol>
      ) : null}
    </li>
  );
}

/**
 * The menu as nested lists: each item with its kind (internal, external or the home entry), its
 * path or URL, the page it shows, its problems and keyboard-usable buttons to move, indent,
 * outdent, edit and delete it. Buttons that cannot act right now stay focusable
 * (`aria-disabled`) so focus never gets lost after a move.
 */
export function MenuTreeView({ label, ...props }: TreeProps & { label: string }) {
  return (
    <ol className="plein-menu-tree" aria-label={label}>
      {props.tree.map((item) => (
        <MenuItemRow key={item.key} item={item} {...props} />
      ))}
    </ol>
  );
}
