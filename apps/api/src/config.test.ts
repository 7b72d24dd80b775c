import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the defaults to an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 3001,
      host: '127.0.0.1',
      databaseUrl: null,
      databaseStatementTimeoutMs: 15_000,
      statisticsRawDays: 60,
      statisticsRollupMs: 60_000,
      dataDir: path.resolve(process.cwd(), '.plein-data'),
      seedAdminEmail: 'admin@plein.test',
      seedAdminPassword: null,
      logLevel: 'info',
      trustProxy: false,
      redisUrl: null,
      smtpUrl: null,
      mailFrom: 'no-reply@plein.test',
      imageCacheDir: path.resolve(process.cwd(), '.plein-data', 'image-cache'),
      cacheInvalidateToken: null,
      publicOrigin: null,
    });
  });

  it('refuses a PUBLIC_ORIGIN that is not a scheme, {host} and an optional port', () => {
    for (const value of ['https://example.org', 'https://{host}/path', 'ftp://{host}']) {
      expect(() => loadConfig({ PUBLIC_ORIGIN: value })).toThrow(/PUBLIC_ORIGIN/);
    }
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://{host}:3000' }).publicOrigin).toBe(
      'http://{host}:3000',
    );
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u:p@db:5432/plein',
      PLEIN_DATA_DIR: '/var/lib/plein',
      PLEIN_SEED_ADMIN_PASSWORD: 'lang-genoeg-wachtwoord',
      PLEIN_SEED_ADMIN_EMAIL: 'Beheer@Example.org',
      LOG_LEVEL: 'debug',
      TRUST_PROXY: 'true',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtp://mail.example:587',
      MAIL_FROM: 'site@example.org',
      PUBLIC_ORIGIN: 'https://{host}',
      IMAGE_CACHE_DIR: '/var/cache/plein-images',
      STATISTICS_RAW_DAYS: '30',
      STATISTICS_ROLLUP_MS: '5000',
    });
    expect(config).toMatchObject({
      statisticsRawDays: 30,
      statisticsRollupMs: 5000,
      imageCacheDir: '/var/cache/plein-images',
      smtpUrl: 'smtp://mail.example:587',
      mailFrom: 'site@example.org',
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db:5432/plein',
      dataDir: '/var/lib/plein',
      seedAdminPassword: 'lang-genoeg-wachtwoord',
      seedAdminEmail: 'beheer@example.org',
      logLevel: 'debug',
      trustProxy: true,
      redisUrl: 'redis://cache:6379',
      publicOrigin: 'https://{host}',
    });
  });

  it('takes a statement time limit of at least 100 ms', () => {
    expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '2500' }).databaseStatementTimeoutMs).toBe(
      2500,
    );
    for (const value of ['50', '1.5', 'soon']) {
      expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: value })).toThrow(
        /DATABASE_STATEMENT_TIMEOUT_MS/,
      );
    }
  });

  it('keeps raw statistics at least a day, and rolls them up at most every 100 ms', () => {
    for (const [name, value] of [
      ['STATISTICS_RAW_DAYS', '0'],
      ['STATISTICS_RAW_DAYS', '1.5'],
      ['STATISTICS_ROLLUP_MS', '10'],
      ['STATISTICS_ROLLUP_MS', 'often'],
    ]) {
      expect(() => loadConfig({ [name!]: value })).toThrow(new RegExp(name!));
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', TRUST_PROXY: '', DATABASE_URL: '' })).toMatchObject({
      port: 3001,
      trustProxy: false,
      databaseUrl: null,
    });
  });

  it('lists every bad variable at once, by name', () => {
    let caught: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        PLEIN_SEED_ADMIN_PASSWORD: 'kort',
        PLEIN_SEED_ADMIN_EMAIL: 'geen-adres',
        LOG_LEVEL: 'loud',
        TRUST_PROXY: 'misschien',
        REDIS_URL: 'http://cache',
        SMTP_URL: 'http://mail',
        MAIL_FROM: 'geen-adres',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const error = caught as ConfigError;
    expect(error.code).toBe('config_invalid');
    expect(error.problems.map((p) => p.variable).sort()).toEqual([
      'DATABASE_URL',
      'LOG_LEVEL',
      'MAIL_FROM',
      'PLEIN_SEED_ADMIN_EMAIL',
      'PLEIN_SEED_ADMIN_PASSWORD',
      'PORT',
      'REDIS_URL',
      'SMTP_URL',
      'TRUST_PROXY',
    ]);
    expect(error.message).toContain(
      'PLEIN_SEED_ADMIN_PASSWORD: must be at least 12 characters long',
    );
    expect(error.message).toContain('PORT: must be a whole number between 1 and 65535');
    expect(error.message).toContain('REDIS_URL: must be a URL starting with redis:// or rediss://');
  });

  it('takes a CACHE_INVALIDATE_TOKEN of 32 or more printable characters, and no shorter one', () => {
    const token = 'a1'.repeat(16);
    expect(loadConfig({ CACHE_INVALIDATE_TOKEN: token }).cacheInvalidateToken).toBe(token);
    expect(() => loadConfig({ CACHE_INVALIDATE_TOKEN: 'kort' })).toThrow(
      /CACHE_INVALIDATE_TOKEN: must be 32 to 256 printable characters/,
    );
    expect(() => loadConfig({ CACHE_INVALIDATE_TOKEN: `${token} ${token}` })).toThrow(
      /CACHE_INVALIDATE_TOKEN/,
    );
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be a whole number/);
  });
});
