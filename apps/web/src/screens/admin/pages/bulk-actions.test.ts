import { describe, expect, it } from 'vitest';
import { bulkFailureReason, runBulkAction } from './bulk-actions';
import { pageSummary } from './page-summary-fixture';

const page = (name: string, isPublished: boolean, hasChanges: boolean) =>
  pageSummary(name, name, { isPublished, hasChanges });

const notReady = { status: 409, data: { error: { code: 'page_not_ready', message: '' } } };
/** A rejected call as RTK Query's `unwrap` gives it: the status and the API's body. */
const failedCall = (answer: object) => Object.assign(new Error('call failed'), answer);

describe('runBulkAction', () => {
  it('publishes page by page, keeps failures with their reason and skips pages without changes', async () => {
    const pages = [
      page('nieuw', false, true),
      page('kapot', false, true),
      page('live', true, false),
      page('gewijzigd', true, true),
      page('verboden', false, true),
    ];
    const calls: string[] = [];
    const outcome = await runBulkAction('publish', pages, (target) => {
      calls.push(target.name);
      if (target.name === 'kapot') return Promise.reject(failedCall(notReady));
      if (target.name === 'verboden') return Promise.reject(failedCall({ status: 403, data: {} }));
      return Promise.resolve();
    });
    expect(calls).toEqual(['nieuw', 'kapot', 'gewijzigd', 'verboden']);
    expect(outcome.succeeded.map((p) => p.name)).toEqual(['nieuw', 'gewijzigd']);
    expect(outcome.skipped.map((p) => p.name)).toEqual(['live']);
    expect(outcome.failed.map((f) => [f.page.name, f.reason])).toEqual([
      ['kapot', 'notReady'],
      ['verboden', 'forbidden'],
    ]);
  });

  it('unpublishes only published pages and deletes every page', async () => {
    const pages = [page('live', true, false), page('concept', false, true)];
    const unpublished = await runBulkAction('unpublish', pages, () => Promise.resolve());
    expect(unpublished.succeeded.map((p) => p.name)).toEqual(['live']);
    expect(unpublished.skipped.map((p) => p.name)).toEqual(['concept']);
    const deleted = await runBulkAction('delete', pages, () => Promise.resolve());
    expect(deleted.succeeded).toHaveLength(2);
  });
});

describe('bulkFailureReason', () => {
  it('names the publish checks, permission, a missing page, and anything else', () => {
    expect(bulkFailureReason(notReady)).toBe('notReady');
    expect(bulkFailureReason({ status: 403, data: {} })).toBe('forbidden');
    expect(bulkFailureReason({ status: 404, data: {} })).toBe('gone');
    expect(bulkFailureReason({ status: 'FETCH_ERROR', error: 'offline' })).toBe('failed');
    expect(bulkFailureReason(new Error('boom'))).toBe('failed');
  });
});
