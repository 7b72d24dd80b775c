// `pnpm bench:forms`: forms on real PostgreSQL with 1,000,000 submissions over 100 forms (one
// with 100,000): submit p95, the submissions list p95, the dashboard of the large form's version
// and the peak RSS growth of exporting it as CSV, through the API's HTTP interface in this process. BENCH_DATABASE_URL names
// the database to use (its content is replaced); by default a fresh database `plein_bench_forms`
// is created on postgres://postgres@127.0.0.1:5432 and dropped afterwards.
// BENCH_SUBMISSIONS=100000 seeds fewer. Figures are printed, not asserted.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createServerLogger } from '@plein/logger/node';
import knexFactory from 'knex';
import type { FormContent, FormField, FormFieldType } from '@plein/validation';
import { emptyFormField } from '@plein/validation';
import { createApp } from '../src/app';
import { createDatabase } from '../src/db/database';
import { migrateLatest } from '../src/db/migrate';
import { seedDemo } from '../src/db/seed/seed-demo';
import { talliedFieldsOf } from '../src/modules/forms/tallied-fields';
import { time } from './measure';
import type { Timing } from './measure';

const serverUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
const total = Number(process.env.BENCH_SUBMISSIONS ?? 1_000_000);
const formCount = 100;
const large = Math.min(100_000, Math.floor(total / 10));
const runs = Number(process.env.BENCH_RUNS ?? 200);
const adminPassword = 'bench-admin-password-1';

async function openBenchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (process.env.BENCH_DATABASE_URL) {
    return { url: process.env.BENCH_DATABASE_URL, drop: () => Promise.resolve() };
  }
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  await admin.raw('drop database if exists plein_bench_forms with (force)');
  await admin.raw('create database plein_bench_forms');
  const url = new URL(serverUrl);
  url.pathname = '/plein_bench_forms';
  return {
    url: url.toString(),
    drop: async () => {
      await admin.raw('drop database if exists plein_bench_forms with (force)');
      await admin.destroy();
    },
  };
}

/** The fields of every bench form: text, e-mail, a choice, checkboxes, a number, a date, consent. */
const option = (value: string) => ({ value, label: { nl: value.toUpperCase(), en: '' } });
const options = ['a', 'b', 'c', 'd'].map(option);
const field = (type: FormFieldType, key: string, extra: Partial<FormField> = {}): FormField => ({
  ...emptyFormField(type, key),
  label: { nl: key, en: '' },
  ...extra,
});
const content: FormContent = {
  title: { nl: 'Melding', en: 'Report' },
  introduction: { nl: '', en: '' },
  confirmation: { nl: 'Dank u.', en: '' },
  fields: [
    field('shortText', 'naam', { required: true }),
    field('email', 'email'),
    field('choice', 'soort', { options }),
    field('choice', 'wijken', { options, display: 'checkboxes' }),
    field('number', 'aantal'),
    field('date', 'datum'),
    field('consent', 'akkoord', { required: true }),
  ],
};

const answers = (n: number) => ({
  naam: `Inzender ${n}`,
  email: `inzender${n}@example.org`,
  soort: 'abcd'[n % 4]!,
  wijken: ['a', 'c'],
  aantal: String(n % 97),
  datum: '2026-11-20',
  akkoord: true,
});

/** Forms 1-100 of the demo tenant, published; form 1 gets `large` submissions, the rest share. */
async function seedForms(knex: knexFactory.Knex): Promise<string[]> {
  const { id: platformId } = await knex('platform_hosts')
    .where({ host: 'localhost' })
    .first<{ id: number }>('platform_id as id');
  await knex.raw(
    `insert into forms (platform_id, draft) select ?, ?::jsonb from generate_series(1, ?)`,
    [platformId, JSON.stringify(content), formCount],
  );
  await knex.raw(
    `insert into form_versions (form_id, version, content, tallied_fields, published_on)
     select id, 1, draft, ?::jsonb, now() from forms where platform_id = ?`,
    [JSON.stringify(talliedFieldsOf(content)), platformId],
  );
  const forms = await knex('forms')
    .where({ platform_id: platformId })
    .orderBy('id')
    .select<{ id: number; guid: string }[]>('id', 'guid');
  const insert = (formId: number, count: number, offset: number) =>
    knex.raw(
      `insert into form_submissions (platform_id, form_id, version, answers, submitted_on)
       select ?, ?, 1, jsonb_build_object(
           'naam', 'Inzender ' || n, 'email', 'inzender' || n || '@example.org',
           'soort', (array['a','b','c','d'])[1 + n % 4], 'wijken', '["a","c"]'::jsonb,
           'aantal', (n % 97)::text, 'datum', '2026-11-20', 'akkoord', true),
         now() - make_interval(secs => n * 30)
       from generate_series(?::integer, ?::integer) n`,
      [platformId, formId, offset, offset + count - 1],
    );
  for (let from = 0; from < large; from += 50_000) {
    await insert(forms[0]!.id, Math.min(50_000, large - from), from);
  }
  const rest = Math.floor((total - large) / (formCount - 1));
  for (const form of forms.slice(1)) await insert(form.id, rest, 0);
  await knex.raw('vacuum analyze form_submissions');
  return forms.map((form) => form.guid);
}

/** A cookie-carrying client of the bench server, as a browser would be. */
function client(origin: string) {
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  };
  const cookie = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return {
    get: async (path: string) =>
      keep(await fetch(`${origin}${path}`, { headers: { cookie: cookie() } })),
    post: async (path: string, body: unknown, ip = '127.0.0.1') =>
      keep(
        await fetch(`${origin}${path}`, {
          method: 'POST',
          headers: {
            cookie: cookie(),
            'content-type': 'application/json',
            'x-xsrf-token': cookies.get('XSRF-TOKEN') ?? '',
            'x-forwarded-for': ip,
          },
          body: JSON.stringify(body),
        }),
      ),
  };
}

const ms = (t: Timing) => `p50 ${t.p50.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms`;

async function main(): Promise<void> {
  const bench = await openBenchDatabase();
  const db = createDatabase({ databaseUrl: bench.url, poolMax: 4 });
  const logger = createServerLogger({ name: 'bench', level: 'warn' });
  try {
    if (process.env.BENCH_DATABASE_URL) {
      await db.knex.raw('drop schema public cascade');
      await db.knex.raw('create schema public');
    }
    await migrateLatest(db.knex);
    await seedDemo(db.knex, { adminPassword });
    const started = Date.now();
    const guids = await seedForms(db.knex);
    console.log(
      `${total.toLocaleString('en')} submissions over ${formCount} forms (${large.toLocaleString('en')} in form 1), seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );

    // Forwarded addresses are trusted here so that each submit counts for its own visitor.
    const app = createApp({ db, logger, config: { trustProxy: true }, tenantCacheTtlMs: 5000 });
    const server = createServer(app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const origin = `http://localhost:${(server.address() as AddressInfo).port}`;

    const visitor = client(origin);
    await visitor.get('/api/platformsettingvalues');
    let n = 0;
    const submit = time(async () => {
      n += 1;
      const guid = guids[1 + (n % (formCount - 1))]!;
      const answer = await visitor.post(
        `/api/forms/${guid}/submissions`,
        { version: 1, answers: answers(n) },
        `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      );
      if (answer.status !== 201) throw new Error(`submit answered ${answer.status}`);
      await answer.arrayBuffer();
    }, runs);
    console.log(`submit (POST /api/forms/{guid}/submissions)        ${ms(await submit)}`);

    const admin = client(origin);
    await admin.get('/api/platformsettingvalues');
    const login = await admin.post('/api/auth/login', {
      email: 'admin@plein.test',
      password: adminPassword,
    });
    if (login.status !== 200) throw new Error(`login answered ${login.status}`);
    const list = async (query: string) => {
      const answer = await admin.get(`/api/admin/forms/${guids[0]}/submissions${query}`);
      if (answer.status !== 200) throw new Error(`list answered ${answer.status}`);
      await answer.arrayBuffer();
    };
    console.log(
      `submissions list, page 1 of ${large.toLocaleString('en')}            ${ms(await time(() => list(''), runs))}`,
    );
    console.log(
      `submissions list, page 100                        ${ms(await time(() => list('?page=100'), runs))}`,
    );
    console.log(
      `submissions list, version + date filter           ${ms(await time(() => list('?version=1&from=2026-01-01&to=2026-12-31'), runs))}`,
    );
    console.log(
      `submissions list, search                          ${ms(await time(() => list('?search=Inzender%2012345'), 50, 5))}`,
    );

    const dashboard = async () => {
      const answer = await admin.get(`/api/admin/forms/${guids[0]}/versions/1/dashboard`);
      if (answer.status !== 200) throw new Error(`dashboard answered ${answer.status}`);
      await answer.arrayBuffer();
    };
    console.log(
      `dashboard of version 1 (${large.toLocaleString('en')} submissions)      ${ms(await time(dashboard, 20, 3))}`,
    );

    // Export: peak resident memory above the level before it, sampled every 10 ms.
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const exportStart = Date.now();
    const answer = await admin.get(`/api/admin/forms/${guids[0]}/submissions:export`);
    let bytes = 0;
    await answer.body!.pipeTo(
      Writable.toWeb(
        new Writable({
          write(chunk: Uint8Array, _encoding, done) {
            bytes += chunk.length;
            done();
          },
        }),
      ),
    );
    clearInterval(sampler);
    console.log(
      `export of ${large.toLocaleString('en')} submissions (CSV)           ${((Date.now() - exportStart) / 1000).toFixed(1)} s, ${(bytes / 1e6).toFixed(1)} MB, peak RSS growth ${((peak - before) / 1e6).toFixed(1)} MB`,
    );
    server.close();
  } finally {
    await db.close();
    await bench.drop();
  }
}

await main();
