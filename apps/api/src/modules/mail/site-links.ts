import type { Knex } from 'knex';
import { createPlatformsRepository } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';
import { createSettingsRepository } from '../settings/repository';

/** Builds absolute links to a tenant's own site, for mail, the sitemap, feeds and pages. */
export interface SiteLinks {
  /** `path` (starting with `/`) on the tenant's primary domain, else its first host name. */
  link(tenant: Tenant, path: string): Promise<string>;
  /** The tenant's origin (as {@link SiteLinks.link} builds it) and primary domain ('' if none). */
  address(tenant: Tenant): Promise<{ origin: string; primaryDomain: string }>;
}

/** The `{host}` placeholder of a public origin template such as `https://{host}`. */
export const hostPlaceholder = '{host}';

/** The default template: plain http on the scheme's port (tests, a bare API). */
export const defaultPublicOrigin = `http://${hostPlaceholder}`;

/**
 * Links from the tenant's configured host names and the operator's origin template, never from
 * a request header: a forged `Host` cannot point a reset link elsewhere (decision 0010).
 *
 * @param publicOrigin scheme, `{host}` and optional port, e.g. `https://{host}` or
 *   `http://{host}:3000` (`PUBLIC_ORIGIN`).
 * @example
 * const links = createSiteLinks(knex, 'https://{host}');
 * await links.link(tenant, `/reset-password/${code}`); // https://www.example.org/reset-password/…
 */
export function createSiteLinks(knex: Knex, publicOrigin = defaultPublicOrigin): SiteLinks {
  const settings = createSettingsRepository(knex);
  const platforms = createPlatformsRepository(knex);
  async function address(tenant: Tenant) {
    const [primary] = await settings.list(tenant, ['primaryDomain']);
    const primaryDomain = typeof primary?.value === 'string' ? primary.value : '';
    const host = primaryDomain || (await platforms.firstHost(tenant));
    if (!host) throw new Error(`Tenant ${tenant.id} has no host name to link to.`);
    return { origin: publicOrigin.replace(hostPlaceholder, host), primaryDomain };
  }
  return {
    address,
    async link(tenant, path) {
      return `${(await address(tenant)).origin}${path}`;
    },
  };
}
