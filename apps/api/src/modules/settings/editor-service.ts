import type { PlatformSettingValue } from '@plein/api-client';
import { ApiError } from '../../http/errors';
import { isGuid } from '../../http/params';
import type { PlatformsRepository, Tenant } from '../platforms/repository';
import type { SettingsRepository } from './repository';
import type { SettingsService } from './service';
import { invalidSettings } from './update-input';
import type { SettingProblem, SettingsUpdate } from './update-input';

/** The repositories one settings save works with, inside its transaction. */
export interface SettingsWriteRepositories {
  settings: SettingsRepository;
  platforms: PlatformsRepository;
}

/** What a save changed besides the values. */
export interface SettingsSaveResult {
  /** Every value afterwards, like `includeAll`. */
  values: PlatformSettingValue[];
  /** Host names that were added or removed (empty when hostNames did not change). */
  changedHosts: string[];
}

/** What admins do with settings. */
export interface SettingsEditorService {
  /**
   * Stores checked values (see `parseSettingsUpdate`) of the tenant, reached at `currentHost`,
   * in one transaction; a new `hostNames` replaces the tenant's host names. Refuses with 400
   * `invalid_body` an image that is not a public image of this tenant, host names without
   * `currentHost`, and a primaryDomain that is not one of the host names; with 409
   * `host_name_taken` a host name of another tenant.
   */
  save(tenant: Tenant, currentHost: string, update: SettingsUpdate): Promise<SettingsSaveResult>;
}

const hostNameTaken = (hosts: readonly string[]) =>
  new ApiError(409, 'host_name_taken', `Another site is already served at ${hosts.join(', ')}.`, {
    hostNames: hosts,
  });

/** The image guids a value refers to, each with where it stands in the value. */
function imageReferences(entry: PlatformSettingValue): { guid: string; path: string }[] {
  switch (entry.key) {
    case 'headerLogo':
    case 'faviconLogo':
      return entry.value !== null && isGuid(entry.value) ? [{ guid: entry.value, path: '' }] : [];
    case 'headerImages':
      return entry.value.map((image, index) => ({
        guid: image.imageGuid,
        path: `[${index}].imageGuid`,
      }));
    default:
      return [];
  }
}

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

/**
 * The settings editor: `withTransaction` runs a save in one transaction; `reader` answers the
 * values afterwards.
 *
 * @example
 * const editor = createSettingsEditorService(
 *   (work) => knex.transaction((trx) => work({
 *     settings: createSettingsRepository(trx), platforms: createPlatformsRepository(trx),
 *   })),
 *   (repository) => createSettingsService(repository),
 * );
 */
export function createSettingsEditorService(
  withTransaction: <T>(work: (repositories: SettingsWriteRepositories) => Promise<T>) => Promise<T>,
  reader: (repository: SettingsRepository) => SettingsService,
): SettingsEditorService {
  return {
    save: (tenant, currentHost, { values, positions }) =>
      withTransaction(async ({ settings, platforms }) => {
        // Saves of one tenant run one after the other (host names are read, then replaced).
        await platforms.lock(tenant);
        const at = (key: PlatformSettingValue['key']) => `[${positions.get(key) ?? 0}].value`;
        const given = new Map(values.map((entry) => [entry.key, entry]));
        const problems: SettingProblem[] = [];

        const references = values.flatMap((entry) =>
          imageReferences(entry).map((ref) => ({ ...ref, at: `${at(entry.key)}${ref.path}` })),
        );
        const publicImages = await settings.publicImageGuids(
          tenant,
          references.map((ref) => ref.guid.toLowerCase()),
        );
        for (const ref of references) {
          if (!publicImages.has(ref.guid.toLowerCase())) {
            problems.push({ path: ref.at, message: 'is not a public image of this site' });
          }
        }

        const hostNames = given.get('hostNames')?.value as string[] | undefined;
        if (hostNames && !hostNames.includes(currentHost)) {
          problems.push({
            path: at('hostNames'),
            message: `must keep ${currentHost}, the host name this change is made at, or the site would lock you out`,
          });
        }
        const stored = await settings.list(tenant, ['primaryDomain']);
        const storedPrimary = stored.find((entry) => entry.key === 'primaryDomain')?.value;
        const primaryDomain = given.get('primaryDomain')?.value as string | undefined;
        const effectiveHosts = hostNames ?? (await settings.hostNames(tenant));
        if (primaryDomain !== undefined && !effectiveHosts.includes(primaryDomain)) {
          problems.push({ path: at('primaryDomain'), message: 'must be one of hostNames' });
        } else if (
          primaryDomain === undefined &&
          hostNames &&
          storedPrimary &&
          !hostNames.includes(storedPrimary)
        ) {
          problems.push({
            path: at('hostNames'),
            message: `leaves out the primary domain ${storedPrimary}; choose another primaryDomain in the same change`,
          });
        }
        if (problems.length > 0) throw invalidSettings(problems);

        let changedHosts: string[] = [];
        if (hostNames) {
          const taken = await platforms.hostsOfOtherTenants(tenant, hostNames);
          if (taken.length > 0) throw hostNameTaken(taken);
          try {
            const { added, removed } = await platforms.replaceHosts(tenant, hostNames);
            changedHosts = [...added, ...removed];
          } catch (error) {
            // Another tenant took one of them since the check.
            if (isUniqueViolation(error)) throw hostNameTaken(hostNames);
            throw error;
          }
        }
        await settings.put(tenant, values);
        const answer = await reader(settings).values(tenant, { keys: null, includeAll: true });
        return { values: answer, changedHosts };
      }),
  };
}
