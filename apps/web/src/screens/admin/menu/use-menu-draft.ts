import { useEffect, useState } from 'react';
import type { MenuItem } from '@plein/api-client';
import { fromMenuItems, sameMenu } from './menu-tree';
import type { MenuTree } from './menu-tree';

interface DraftState {
  /** The tree being edited. */
  draft: MenuTree;
  /** The saved tree the draft started from. */
  baseline: MenuTree;
}

/**
 * The menu being edited and the saved menu it started from. While nothing is changed, a new
 * answer of the API (after a save, or its undo) replaces both; with changes, the draft stays.
 *
 * @example
 * const { draft, dirty, change, reset, saved } = useMenuDraft(menu);
 */
export function useMenuDraft(menu: readonly MenuItem[] | undefined) {
  const [state, setState] = useState<DraftState>(() => {
    const tree = fromMenuItems(menu ?? []);
    return { draft: tree, baseline: tree };
  });

  useEffect(() => {
    if (!menu) return;
    setState((current) => {
      if (!sameMenu(current.draft, current.baseline)) return current;
      const tree = fromMenuItems(menu);
      return sameMenu(tree, current.baseline) ? current : { draft: tree, baseline: tree };
    });
  }, [menu]);

  return {
    draft: state.draft,
    baseline: state.baseline,
    dirty: !sameMenu(state.draft, state.baseline),
    /** Replaces the draft with an edited tree. */
    change: (next: MenuTree) => setState((current) => ({ ...current, draft: next })),
    /** Drops every unsaved change. */
    reset: () => setState((current) => ({ ...current, draft: current.baseline })),
    /** The API saved this tree: it is the new starting point. */
    saved: (items: readonly MenuItem[]) => {
      const tree = fromMenuItems(items);
      setState({ draft: tree, baseline: tree });
    },
  };
}
