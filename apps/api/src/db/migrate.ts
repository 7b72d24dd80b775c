import type { Knex } from 'knex';
import * as platforms from './migrations/202511211800_platforms';
import * as pages from './migrations/202511211801_pages';
import * as menus from './migrations/202511211802_menus';
import * as accounts from './migrations/202511211803_accounts';
import * as profilesAndRoles from './migrations/202511211900_profiles_and_roles';
import * as sessions from './migrations/202511211901_sessions';
import * as accountCodes from './migrations/202511211902_account_codes';
import * as termsAndActivity from './migrations/202511211903_terms_and_activity';
import * as profileFieldsAndOutbox from './migrations/202511211904_profile_fields_and_outbox';
import * as listItems from './migrations/202511212000_list_items';
import * as search from './migrations/202511212001_search';
import * as images from './migrations/202511212100_images';
import * as pageEditing from './migrations/202511212200_page_editing';
import * as legalPages from './migrations/202511212201_legal_pages';
import * as profileFieldLabels from './migrations/202511212202_profile_field_labels';
import * as listItemPosition from './migrations/202511212301_list_item_position';
import * as searchRecentIndex from './migrations/202511220001_search_recent_index';
import * as listItemParents from './migrations/202511220002_list_item_parents';
import * as accountsPerTenant from './migrations/202611240001_accounts_per_tenant';
import * as forms from './migrations/202611250001_forms';
import * as cookieStatement from './migrations/202611260001_cookie_statement';
import * as formAnswerTallies from './migrations/202611270001_form_answer_tallies';
import * as formConfirmation from './migrations/202611270002_form_confirmation';
import * as formSubmissionPublication from './migrations/202611270003_form_submission_publication';
import * as formAnswersSearch from './migrations/202611270004_form_answers_search';
import * as formImages from './migrations/202611270005_form_images';
import * as statistics from './migrations/202611280001_statistics';
import * as pageDrafts from './migrations/202611290001_page_drafts';
import * as pagePreviewLinks from './migrations/202611290002_page_preview_links';
import * as pageActivity from './migrations/202611300001_page_activity';
import * as listItemDrafts from './migrations/202611300002_list_item_drafts';
import * as listItemTrash from './migrations/202611300003_list_item_trash';
import * as pageActivityItems from './migrations/202611300004_page_activity_items';
import * as listItemRevisions from './migrations/202612010001_list_item_revisions';
import * as accountOrigin from './migrations/202612020001_account_origin';
import * as emailChanges from './migrations/202612030001_email_changes';
import * as pageTrashPublication from './migrations/202612040001_page_trash_publication';
import * as fuzzystrmatch from './migrations/202612070001_fuzzystrmatch';

/** One migration: its name (the file name without extension) and its module. */
export interface NamedMigration {
  name: string;
  migration: Knex.Migration;
}

/**
 * Every migration, in order. Listed explicitly (not read from a folder at run time) because the
 * build bundles them into dist. Add a new file in `migrations/` and append it here.
 */
export const migrations: readonly NamedMigration[] = [
  { name: '202511211800_platforms', migration: platforms },
  { name: '202511211801_pages', migration: pages },
  { name: '202511211802_menus', migration: menus },
  { name: '202511211803_accounts', migration: accounts },
  { name: '202511211900_profiles_and_roles', migration: profilesAndRoles },
  { name: '202511211901_sessions', migration: sessions },
  { name: '202511211902_account_codes', migration: accountCodes },
  { name: '202511211903_terms_and_activity', migration: termsAndActivity },
  { name: '202511211904_profile_fields_and_outbox', migration: profileFieldsAndOutbox },
  { name: '202511212000_list_items', migration: listItems },
  { name: '202511212001_search', migration: search },
  { name: '202511212100_images', migration: images },
  { name: '202511212200_page_editing', migration: pageEditing },
  { name: '202511212201_legal_pages', migration: legalPages },
  { name: '202511212202_profile_field_labels', migration: profileFieldLabels },
  { name: '202511212301_list_item_position', migration: listItemPosition },
  { name: '202511220001_search_recent_index', migration: searchRecentIndex },
  { name: '202511220002_list_item_parents', migration: listItemParents },
  { name: '202611240001_accounts_per_tenant', migration: accountsPerTenant },
  { name: '202611250001_forms', migration: forms },
  { name: '202611260001_cookie_statement', migration: cookieStatement },
  { name: '202611270001_form_answer_tallies', migration: formAnswerTallies },
  { name: '202611270002_form_confirmation', migration: formConfirmation },
  { name: '202611270003_form_submission_publication', migration: formSubmissionPublication },
  { name: '202611270004_form_answers_search', migration: formAnswersSearch },
  { name: '202611270005_form_images', migration: formImages },
  { name: '202611280001_statistics', migration: statistics },
  { name: '202611290001_page_drafts', migration: pageDrafts },
  { name: '202611290002_page_preview_links', migration: pagePreviewLinks },
  { name: '202611300001_page_activity', migration: pageActivity },
  { name: '202611300002_list_item_drafts', migration: listItemDrafts },
  { name: '202611300003_list_item_trash', migration: listItemTrash },
  { name: '202611300004_page_activity_items', migration: pageActivityItems },
  { name: '202612010001_list_item_revisions', migration: listItemRevisions },
  { name: '202612020001_account_origin', migration: accountOrigin },
  { name: '202612030001_email_changes', migration: emailChanges },
  { name: '202612040001_page_trash_publication', migration: pageTrashPublication },
  { name: '202612070001_fuzzystrmatch', migration: fuzzystrmatch },
];

/** The knex migration source over {@link migrations}. */
export const migrationSource: Knex.MigrationSource<NamedMigration> = {
  getMigrations: () => Promise.resolve([...migrations]),
  getMigrationName: (entry) => entry.name,
  getMigration: (entry) => Promise.resolve(entry.migration),
};

/**
 * Applies every pending migration; returns the names it applied (empty when up to date).
 * `onMigrating` hears of each migration as it begins (the start's progress lines).
 *
 * @example
 * await migrateLatest(db.knex, (done, total) => log(`migrating ${done}/${total}`));
 */
export async function migrateLatest(
  knex: Knex,
  onMigrating?: (done: number, total: number) => void,
): Promise<string[]> {
  const source = onMigrating ? await reportingSource(knex, onMigrating) : migrationSource;
  const [, applied] = (await knex.migrate.latest({ migrationSource: source })) as [
    number,
    string[],
  ];
  return applied;
}

/** {@link migrationSource}, telling `onMigrating` when each pending migration begins. */
async function reportingSource(
  knex: Knex,
  onMigrating: (done: number, total: number) => void,
): Promise<Knex.MigrationSource<NamedMigration>> {
  const [, pending] = (await knex.migrate.list({ migrationSource })) as [unknown, unknown[]];
  let done = 0;
  return {
    ...migrationSource,
    getMigration: (entry) =>
      Promise.resolve({
        ...entry.migration,
        up: (migrating: Knex) => {
          onMigrating((done += 1), pending.length);
          return entry.migration.up(migrating);
        },
      }),
  };
}

/** Rolls back every migration (tests and the `migrate` script's `down` command). */
export async function migrateRollbackAll(knex: Knex): Promise<void> {
  await knex.migrate.rollback({ migrationSource }, true);
}
