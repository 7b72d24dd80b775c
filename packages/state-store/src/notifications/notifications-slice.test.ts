import { describe, expect, it } from 'vitest';
import { makeStore } from '../make-store';
import {
  maxNotifications,
  notificationDismissed,
  notificationShown,
  notificationsCleared,
} from './notifications-slice';

const store = () => makeStore({ transport: { baseUrl: '', host: 'localhost', side: 'browser' } });

describe('notifications slice', () => {
  it('shows a notification with a fresh id and dismisses it by id', () => {
    const s = store();
    s.dispatch(notificationShown({ tone: 'success', message: 'Opgeslagen', closeAfterMs: 10_000 }));
    const [shown] = s.getState().notifications.items;
    expect(shown).toMatchObject({ tone: 'success', message: 'Opgeslagen', closeAfterMs: 10_000 });
    expect(shown!.id).toMatch(/\S{6,}/);
    s.dispatch(notificationDismissed(shown!.id));
    expect(s.getState().notifications.items).toEqual([]);
  });

  it('keeps only the newest few on screen', () => {
    const s = store();
    for (let i = 0; i < maxNotifications + 2; i += 1) {
      s.dispatch(notificationShown({ tone: 'info', message: `m${i}`, closeAfterMs: null }));
    }
    const messages = s.getState().notifications.items.map((item) => item.message);
    expect(messages).toHaveLength(maxNotifications);
    expect(messages.at(-1)).toBe(`m${maxNotifications + 1}`);
    expect(messages[0]).toBe('m2');
  });

  it('keeps an id given by the caller, and clears everything at once', () => {
    const s = store();
    s.dispatch(
      notificationShown({
        id: 'save-1',
        tone: 'success',
        message: 'Opgeslagen',
        closeAfterMs: 0,
        actionLabel: 'Ongedaan maken',
      }),
    );
    expect(s.getState().notifications.items[0]).toMatchObject({
      id: 'save-1',
      actionLabel: 'Ongedaan maken',
    });
    s.dispatch(notificationsCleared());
    expect(s.getState().notifications.items).toEqual([]);
  });
});
