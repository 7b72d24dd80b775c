import type { Knex } from 'knex';
import { createRolesRepository } from '../roles/repository';
import { createPageActivityRepository } from './activity-repository';
import type { EditorRepositories } from './editing';
import { createPagesRepository } from './repository';
import { createRevisionsRepository } from './revisions-repository';
import { createPagesWriteRepository } from './write-repository';

/** The repositories of an editor's write, all over `trx`. */
export function createEditorRepositories(trx: Knex.Transaction): EditorRepositories {
  return {
    pages: createPagesRepository(trx),
    writes: createPagesWriteRepository(trx),
    revisions: createRevisionsRepository(trx),
    activity: createPageActivityRepository(trx),
    roles: createRolesRepository(trx),
  };
}
