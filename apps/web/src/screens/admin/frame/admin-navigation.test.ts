import { describe, expect, it } from 'vitest';
import { adminMenu, menuEntryCurrent, topEntryCurrent } from './admin-navigation';

describe('the admin navigation', () => {
  it('lists pages, menu, users, roles, forms (beta) and statistics', () => {
    expect(adminMenu.map((entry) => entry.key)).toEqual([
      'pages',
      'menu',
      'users',
      'roles',
      'forms',
      'statistics',
    ]);
    expect(adminMenu.filter((entry) => entry.beta).map((entry) => entry.key)).toEqual(['forms']);
  });

  it('marks a menu entry as the page on its screen and as current below it', () => {
    expect(menuEntryCurrent('/admin/users', '/admin/users')).toBe('page');
    expect(menuEntryCurrent('/admin/users/abc/profile', '/admin/users')).toBe('true');
    expect(menuEntryCurrent('/admin/usersx', '/admin/users')).toBeUndefined();
    expect(menuEntryCurrent('/admin/pages', '/admin/users')).toBeUndefined();
  });

  it('puts every screen but settings in the admin section', () => {
    expect(topEntryCurrent('/settings', 'settings')).toBe('page');
    expect(topEntryCurrent('/settings', 'admin')).toBeUndefined();
    for (const path of ['/admin/pages', '/admin/forms/abc', '/statistics']) {
      expect(topEntryCurrent(path, 'admin')).toBe('true');
      expect(topEntryCurrent(path, 'settings')).toBeUndefined();
    }
  });
});
