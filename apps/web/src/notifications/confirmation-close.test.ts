import { describe, expect, it } from 'vitest';
import { testUser } from '../test-support/fake-api';
import { confirmationCloseMs } from './confirmation-close';

describe('confirmationCloseMs', () => {
  it("keeps confirmations for the user's notificationClose seconds, 10 by default", () => {
    expect(confirmationCloseMs(null)).toBe(10_000);
    expect(
      confirmationCloseMs(testUser({ properties: [{ key: 'notificationClose', value: '3' }] })),
    ).toBe(3_000);
  });

  it('keeps a confirmation until it is closed when the user chose 0 seconds', () => {
    expect(
      confirmationCloseMs(testUser({ properties: [{ key: 'notificationClose', value: '0' }] })),
    ).toBeNull();
  });
});
