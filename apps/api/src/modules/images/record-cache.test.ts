import { describe, expect, it } from 'vitest';
import type { Tenant } from '../platforms/repository';
import { createImageRecordCache } from './record-cache';
import type { ImageRecord } from './repository';

const tenant: Tenant = { id: 1, guid: 't1', name: 'one' };
const other: Tenant = { id: 2, guid: 't2', name: 'two' };
const image: ImageRecord = {
  id: 5,
  guid: '0a1b2c3d-0000-4000-8000-000000000005',
  ownerMembershipId: 1,
  scope: 'public',
  scopeGuid: null,
  type: 'png',
  width: 10,
  height: 10,
  byteSize: 100,
  sha256: 'f'.repeat(64),
  submissionGuid: null,
};

describe('createImageRecordCache', () => {
  it('answers a record of the same tenant until its time is up', () => {
    let now = 1000;
    const records = createImageRecordCache({ ttlMs: 5000, now: () => now });
    records.set(tenant, image);
    expect(records.get(tenant, image.guid)).toEqual(image);
    expect(records.get(tenant, image.guid.toUpperCase())).toEqual(image);
    expect(records.get(other, image.guid)).toBeUndefined();
    now += 4999;
    expect(records.get(tenant, image.guid)).toEqual(image);
    now += 2;
    expect(records.get(tenant, image.guid)).toBeUndefined();
  });

  it('forgets a deleted image for good, even when a read in flight sets it again', () => {
    const records = createImageRecordCache();
    records.set(tenant, image);
    records.forget(tenant, image.guid);
    expect(records.get(tenant, image.guid)).toBeUndefined();
    records.set(tenant, image);
    expect(records.get(tenant, image.guid)).toBeUndefined();
  });

  it('keeps nothing with ttlMs 0', () => {
    const records = createImageRecordCache({ ttlMs: 0 });
    records.set(tenant, image);
    expect(records.get(tenant, image.guid)).toBeUndefined();
  });
});
