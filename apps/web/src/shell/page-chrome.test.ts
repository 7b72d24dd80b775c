import { describe, expect, it } from 'vitest';
import { pageChrome } from './page-chrome';

const page = (options: Record<string, string>) => ({
  options: Object.entries(options).map(([name, value]) => ({ name, value })),
});

describe('pageChrome', () => {
  it('shows header and footer, and no breadcrumbs, by default', () => {
    expect(
      pageChrome({}, { pathname: '/nieuws', page: page({}), isContent: true, isAdmin: false }),
    ).toEqual({
      frame: 'site',
      header: true,
      footer: true,
      breadcrumbs: false,
    });
  });

  it('follows the site defaults unless the page chooses itself', () => {
    const settings = {
      showHeaderByDefault: false,
      showFooterByDefault: false,
      showBreadcrumbsByDefault: true,
    };
    expect(
      pageChrome(settings, {
        pathname: '/nieuws',
        page: page({}),
        isContent: true,
        isAdmin: false,
      }),
    ).toEqual({
      frame: 'site',
      header: false,
      footer: false,
      breadcrumbs: true,
    });
    expect(
      pageChrome(settings, {
        pathname: '/nieuws',
        page: page({ showHeader: 'true', showFooter: 'true', showBreadcrumbs: 'false' }),
        isContent: true,
        isAdmin: false,
      }),
    ).toEqual({ frame: 'site', header: true, footer: true, breadcrumbs: false });
  });

  it('hides header and footer everywhere when the site turns them off, whatever a page says', () => {
    const everywhere = page({ showHeader: 'true', showFooter: 'true' });
    for (const settings of [
      { showHeader: false, showFooter: false },
      { headerVisibility: 'never' as const, showFooter: false },
    ]) {
      const chrome = pageChrome(settings, {
        pathname: '/',
        page: everywhere,
        isContent: true,
        isAdmin: false,
      });
      expect(chrome.header).toBe(false);
      expect(chrome.footer).toBe(false);
    }
  });

  it('shows the header on the home page only when visibility is home, unless a page asks for it', () => {
    const settings = { headerVisibility: 'home' as const };
    const at = (pathname: string, options = {}) =>
      pageChrome(settings, { pathname, page: page(options), isContent: true, isAdmin: false })
        .header;
    expect(at('/')).toBe(true);
    expect(at('/nieuws')).toBe(false);
    expect(at('/nieuws', { showHeader: 'true' })).toBe(true);
  });

  it('never shows breadcrumbs on the home page or outside content pages', () => {
    const settings = { showBreadcrumbsByDefault: true };
    expect(
      pageChrome(settings, { pathname: '/', page: page({}), isContent: true, isAdmin: false })
        .breadcrumbs,
    ).toBe(false);
    expect(
      pageChrome(settings, {
        pathname: '/admin/pages',
        page: null,
        isContent: false,
        isAdmin: false,
      }).breadcrumbs,
    ).toBe(false);
    expect(
      pageChrome(settings, {
        pathname: '/i/abc/titel',
        page: page({}),
        isContent: true,
        isAdmin: false,
      }).breadcrumbs,
    ).toBe(true);
  });

  it('gives admin routes the admin frame without the site header, footer or breadcrumbs', () => {
    const everything = {
      showHeader: true,
      showFooter: true,
      showHeaderByDefault: true,
      showFooterByDefault: true,
      showBreadcrumbsByDefault: true,
    };
    expect(
      pageChrome(everything, {
        pathname: '/settings',
        page: null,
        isContent: false,
        isAdmin: true,
      }),
    ).toEqual({ frame: 'admin', header: false, footer: false, breadcrumbs: false });
  });
});
