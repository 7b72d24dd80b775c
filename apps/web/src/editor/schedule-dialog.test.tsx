// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n, loadAdminMessages } from '../i18n/i18n';
import type { Language } from '../i18n/i18n';
import { installEditorDom } from './editor-test-harness';
import { ScheduleDialog } from './schedule-dialog';

beforeAll(() => installEditorDom());
afterEach(cleanup);

async function show(language: Language = 'nl') {
  const i18n = createI18n(language);
  await loadAdminMessages(i18n);
  const onClose = vi.fn();
  const onSave = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <ScheduleDialog
        open
        draft={{ publishAt: null, unpublishAt: null }}
        onClose={onClose}
        onSave={onSave}
      />
    </I18nextProvider>,
  );
  return { onClose, onSave, user: userEvent.setup() };
}

/**
 * Presses Escape on the focused element the way a browser does in a modal `<dialog>`: unless the
 * key's default was prevented, the dialog gets a `cancel` event.
 */
function pressEscape() {
  const target = document.activeElement ?? document.body;
  const notHandled = fireEvent.keyDown(target, { key: 'Escape', code: 'Escape' });
  if (notHandled) fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
}

describe('the schedule dialog', () => {
  it('closes only the calendar on Escape in the calendar, keeping the dialog and what was typed', async () => {
    const { onClose, user } = await show();
    await user.type(screen.getAllByLabelText('Tijd')[0]!, '14:30');
    const calendarButton = screen.getByRole('button', {
      name: 'Kalender voor Publiceren op openen',
    });
    await user.click(calendarButton);
    await waitFor(() =>
      expect(screen.getByRole('grid')).toContainElement(document.activeElement as HTMLElement),
    );

    pressEscape();

    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(calendarButton).toHaveAttribute('aria-expanded', 'false');
    expect(calendarButton).toHaveFocus();
    expect(screen.getAllByLabelText('Tijd')[0]).toHaveValue('14:30');
  });

  it('asks before Escape throws away what was typed, and keeps it when asked to', async () => {
    const { onClose, user } = await show();
    const time = screen.getAllByLabelText('Tijd')[0]!;
    await user.type(time, '14:30');

    pressEscape();

    expect(onClose).not.toHaveBeenCalled();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Je planning is nog niet opgeslagen. Wil je wat je hebt ingevuld weggooien?',
    );
    const keep = screen.getByRole('button', { name: 'Verder met plannen' });
    await waitFor(() => expect(keep).toHaveFocus());
    await user.click(keep);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(time).toHaveValue('14:30');

    pressEscape();
    await user.click(await screen.findByRole('button', { name: 'Weggooien en sluiten' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes at once on Escape when nothing was typed', async () => {
    const { onClose } = await show();
    pressEscape();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks in English too', async () => {
    const { onClose, user } = await show('en');
    await user.type(screen.getAllByLabelText('Time')[0]!, '09:00');
    pressEscape();
    expect(onClose).not.toHaveBeenCalled();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your schedule has not been saved. Do you want to discard what you entered?',
    );
    expect(screen.getByRole('button', { name: 'Discard and close' })).toBeInTheDocument();
  });
});
