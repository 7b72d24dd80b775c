import type { Logger } from '@plein/logger/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { purgeExpiredSubmissions, startRetentionJob } from '../src/modules/forms/retention-job';
import { createSubmissionsRepository } from '../src/modules/forms/submissions-repository';
import type { Tenant } from '../src/modules/platforms/repository';
import { createTestForm, formContent, formField } from './helpers/forms';
import type { Browser } from './helpers/identity';
import { openEditingFixture } from './helpers/page-editing';
import type { EditingFixture } from './helpers/page-editing';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

let db: TestDatabase;
let f: EditingFixture;
const day = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  f = await openEditingFixture(db);
});
afterAll(() => db.close());

/** A published form of a tenant, kept `retentionDays`, with submissions of these ages in days. */
async function formWithSubmissions(
  admin: Browser,
  tenant: Tenant,
  retentionDays: number | null,
  ages: number[],
) {
  const form = await createTestForm(
    admin,
    formContent(`Bewaren ${retentionDays}`, [formField('shortText', 'naam')]),
    { retentionDays },
  );
  const { id } = await db.knex('forms').where({ guid: form.guid }).first<{ id: number }>('id');
  const repository = createSubmissionsRepository(db.knex);
  const guids = [];
  for (const age of ages) {
    guids.push(
      await repository.add(tenant, {
        formId: id,
        version: 1,
        answers: { naam: `${age} dagen` },
        accountId: null,
        now: new Date(Date.now() - age * day),
      }),
    );
  }
  return guids;
}

const remaining = async (guids: string[]) =>
  (await db.knex('form_submissions').whereIn('guid', guids).pluck<string[]>('guid')).sort();

describe('the retention job', () => {
  it('deletes, on every tenant, the submissions older than their form keeps them, and no others', async () => {
    const demo = await formWithSubmissions(f.cast.admin, f.demo, 30, [31, 29, 1]);
    const haven = await formWithSubmissions(f.cast.havenAdmin, f.haven, 7, [8, 6]);
    const forever = await formWithSubmissions(f.cast.admin, f.demo, null, [4000]);

    expect(await purgeExpiredSubmissions(db.knex, new Date())).toBe(2);
    expect(await remaining([...demo, ...haven, ...forever])).toEqual(
      [demo[1]!, demo[2]!, haven[1]!, forever[0]!].sort(),
    );
    expect(await purgeExpiredSubmissions(db.knex, new Date())).toBe(0);
  });

  it('runs in the background and waits for a run in progress when stopped', async () => {
    const old = await formWithSubmissions(f.cast.admin, f.demo, 1, [2]);
    const logger = { info: vi.fn(), warn: vi.fn() } as unknown as Logger;
    const job = startRetentionJob({ knex: db.knex, logger, firstAfterMs: 0, everyMs: 60_000 });
    await vi.waitFor(async () => expect(await remaining(old)).toEqual([]));
    await job.stop();
    expect(logger.info).toHaveBeenCalledWith({ count: 1 }, expect.any(String));
    expect(logger.warn).not.toHaveBeenCalled();
  });
});
