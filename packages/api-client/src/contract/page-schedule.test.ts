import { describe, expect, it } from 'vitest';
import { scheduleProblems } from './page-schedule';

const now = new Date('2026-11-24T12:00:00Z');

describe('scheduleProblems', () => {
  it('accepts times after now with the end after the publication, and an empty schedule', () => {
    expect(
      scheduleProblems(
        { publishAt: '2026-11-24T14:00:00+01:00', unpublishAt: '2026-11-25T12:00:00Z' },
        now,
      ),
    ).toEqual([]);
    expect(scheduleProblems({ publishAt: null, unpublishAt: null }, now)).toEqual([]);
  });

  it('refuses times that are not after now, and an end not after the publication', () => {
    expect(
      scheduleProblems(
        { publishAt: '2026-11-24T12:00:00Z', unpublishAt: '2026-11-24T11:00:00Z' },
        now,
      ),
    ).toEqual(['publish_at_past', 'unpublish_at_past', 'unpublish_before_publish']);
    expect(
      scheduleProblems(
        { publishAt: '2026-11-24T15:00:00Z', unpublishAt: '2026-11-24T15:00:00Z' },
        now,
      ),
    ).toEqual(['unpublish_before_publish']);
  });
});
