import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogRoot,
  DialogTitle,
  dialogShakeMs,
} from './dialog';

// jsdom has <dialog> but not its modal methods.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

describe('Dialog', () => {
  it('opens as a labelled modal dialog with its actions, without axe violations', async () => {
    const { container } = render(
      <Dialog open title="Cookies" actions={<button type="button">Akkoord</button>}>
        <p>Deze site gebruikt cookies.</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cookies' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Akkoord' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('is dismissed with Escape when it may be', () => {
    const onDismiss = vi.fn();
    render(<Dialog open title="Info" onDismiss={onDismiss} />);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('shakes instead of closing when a choice is required', () => {
    vi.useFakeTimers();
    try {
      render(<Dialog open title="Kies" />);
      const dialog = screen.getByRole('dialog');
      fireEvent(dialog, new Event('cancel', { cancelable: true }));
      expect(dialog).toHaveAttribute('open');
      expect(dialog).toHaveClass('plein-dialog--shake');
      act(() => {
        vi.advanceTimersByTime(dialogShakeMs);
      });
      expect(dialog).not.toHaveClass('plein-dialog--shake');
    } finally {
      vi.useRealTimers();
    }
  });

  it('returns focus to where it was when it closes', async () => {
    const user = userEvent.setup();
    function Harness({ open }: { open: boolean }) {
      return (
        <>
          <button type="button">Opener</button>
          <Dialog open={open} title="T" actions={<button type="button">Ok</button>} />
        </>
      );
    }
    const { rerender } = render(<Harness open={false} />);
    await user.click(screen.getByRole('button', { name: 'Opener' }));
    rerender(<Harness open />);
    screen.getByRole('button', { name: 'Ok' }).focus();
    expect(screen.getByRole('button', { name: 'Ok' })).toHaveFocus();
    rerender(<Harness open={false} />);
    expect(screen.getByRole('button', { name: 'Opener' })).toHaveFocus();
  });

  it('gives focus to the main content when it opened by itself, with nothing focused', () => {
    function Harness({ open }: { open: boolean }) {
      return (
        <>
          <main id="main" tabIndex={-1}>
            Inhoud
          </main>
          <Dialog open={open} title="Cookies" actions={<button type="button">Ok</button>} />
        </>
      );
    }
    const { rerender } = render(<Harness open />);
    expect(document.activeElement).toBe(document.body);
    screen.getByRole('button', { name: 'Ok' }).focus();
    rerender(<Harness open={false} />);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('renders nothing on the server when closed', () => {
    expect(renderToString(<Dialog open={false} title="T" />)).toBe('');
  });
});

describe('Dialog parts', () => {
  it('name the dialog by its title and lay out a form with its actions inside', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { container } = render(
      <DialogRoot open>
        <DialogTitle level={3}>Nieuwe pagina</DialogTitle>
        <form onSubmit={onSubmit}>
          <DialogBody>
            <label htmlFor="t">Titel</label>
            <input id="t" />
          </DialogBody>
          <DialogActions>
            <button type="submit">Maken</button>
          </DialogActions>
        </form>
      </DialogRoot>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Nieuwe pagina' });
    expect(screen.getByRole('heading', { level: 3, name: 'Nieuwe pagina' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Maken' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(dialog.querySelector('form .plein-dialog__actions')).not.toBeNull();
    await expectNoAxeViolations(container);
  });
});
