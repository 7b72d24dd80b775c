import type {
  LocalizedText,
  ProfileFieldDefinition,
  ProfileFieldDefinitionInput,
} from '@plein/api-client';
import type { Knex } from 'knex';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';

/** A tenant's own profile field definitions (the built-in ones are in `fields.ts`). */
export interface FieldsRepository {
  list(tenant: Tenant): Promise<ProfileFieldDefinition[]>;
  upsert(tenant: Tenant, key: string, input: ProfileFieldDefinitionInput): Promise<void>;
  /** True when it existed. */
  delete(tenant: Tenant, key: string): Promise<boolean>;
}

interface FieldRow {
  key: string;
  category: ProfileFieldDefinition['category'];
  section: string;
  subsection: string;
  section_sort: number;
  sort: number;
  visible_for: ProfileFieldDefinition['visibleFor'];
  input_type: string;
  autocomplete: string;
  default_value: string | null;
  required: boolean;
  type: string;
  options: string[];
  mett: boolean;
  label: LocalizedText;
  section_label: LocalizedText;
}

/** The profile field definitions repository over `db`. */
export function createFieldsRepository(db: Knex | Knex.Transaction): FieldsRepository {
  return {
    async list(tenant) {
      assertTenant(tenant);
      const rows = (await db('profile_field_definitions')
        .where({ platform_id: tenant.id })
        .select('*')) as FieldRow[];
      return rows.map((row) => ({
        key: row.key,
        category: row.category,
        section: row.section,
        subsection: row.subsection,
        sectionSort: row.section_sort,
        sort: row.sort,
        visibleFor: row.visible_for,
        inputType: row.input_type,
        platformGuid: tenant.guid,
        autocomplete: row.autocomplete,
        defaultValue: row.default_value,
        required: row.required,
        type: row.type,
        options: row.options,
        mett: row.mett,
        builtIn: false,
        label: { nl: row.label.nl, en: row.label.en },
        sectionLabel: { nl: row.section_label.nl, en: row.section_label.en },
      }));
    },
    async upsert(tenant, key, input) {
      assertTenant(tenant);
      const values = {
        category: input.category,
        section: input.section,
        subsection: input.subsection,
        section_sort: input.sectionSort,
        sort: input.sort,
        visible_for: input.visibleFor,
        input_type: input.inputType,
        autocomplete: input.autocomplete,
        default_value: input.defaultValue,
        required: input.required,
        type: input.type,
        options: JSON.stringify(input.options),
        mett: input.mett,
        label: JSON.stringify({ nl: input.label.nl, en: input.label.en }),
        section_label: JSON.stringify({ nl: input.sectionLabel.nl, en: input.sectionLabel.en }),
      };
      await db('profile_field_definitions')
        .insert({ platform_id: tenant.id, key, ...values })
        .onConflict(['platform_id', 'key'])
        .merge(values);
    },
    async delete(tenant, key) {
      assertTenant(tenant);
      const removed = await db('profile_field_definitions')
        .where({ platform_id: tenant.id, key })
        .delete(['id']);
      return removed.length > 0;
    },
  };
}
