/** One link of the admin navigation; its text is `navigation.{key}` in the admin messages. */
export interface AdminEntry {
  key: 'admin' | 'settings' | 'pages' | 'menu' | 'users' | 'roles' | 'forms' | 'statistics';
  href: string;
  /** Shown with a "beta" mark (spec section 2: forms). */
  beta?: boolean;
}

/** The two top entries of the admin navigation (spec section 2); /admin opens the pages. */
export const adminTopEntries: readonly AdminEntry[] = [
  { key: 'admin', href: '/admin/pages' },
  { key: 'settings', href: '/settings' },
];

/**
 * The admin menu (spec section 2): pages, menu, users, roles and forms (beta), and the
 * statistics (spec section 1: administrators run statistics; its route is `/statistics`).
 */
export const adminMenu: readonly AdminEntry[] = [
  { key: 'pages', href: '/admin/pages' },
  { key: 'menu', href: '/admin/menu' },
  { key: 'users', href: '/admin/users' },
  { key: 'roles', href: '/admin/roles' },
  { key: 'forms', href: '/admin/forms', beta: true },
  { key: 'statistics', href: '/statistics' },
];

/**
 * How an admin menu entry is marked on a path: `page` on its own screen, `true` on a screen below
 * it (a user's account under users, a form's submissions under forms), otherwise not at all.
 *
 * @example
 * menuEntryCurrent('/admin/users/abc/profile', '/admin/users'); // 'true'
 */
export function menuEntryCurrent(pathname: string, href: string): 'page' | 'true' | undefined {
  if (pathname === href) return 'page';
  return pathname.startsWith(`${href}/`) ? 'true' : undefined;
}

/**
 * How a top entry is marked on a path: settings is its own page; every other screen of the frame
 * is in the admin section (`true`: the menu beside it names the page itself).
 *
 * @example
 * topEntryCurrent('/statistics', 'admin'); // 'true'
 */
export function topEntryCurrent(
  pathname: string,
  key: AdminEntry['key'],
): 'page' | 'true' | undefined {
  const onSettings = menuEntryCurrent(pathname, '/settings') !== undefined;
  if (key === 'settings') return onSettings ? 'page' : undefined;
  return onSettings ? undefined : 'true';
}
