import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Drawer } from './drawer';

// jsdom has <dialog> but not its methods: record how it was shown.
beforeAll(() => {
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.dataset.shownAs = 'non-modal';
  };
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.dataset.shownAs = 'modal';
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

function Harness({
  open,
  modal,
  onClose = () => {},
}: {
  open: boolean;
  modal: boolean;
  onClose?: () => void;
}) {
  return (
    <>
      <button type="button">Blok toevoegen</button>
      <Drawer
        open={open}
        modal={modal}
        title="Kies een blok"
        closeLabel="Sluiten"
        onClose={onClose}
      >
        <button type="button">Tekst</button>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens as a labelled dialog with a named close button, without axe violations', async () => {
    const { container } = render(<Harness open modal />);
    const drawer = screen.getByRole('dialog', { name: 'Kies een blok' });
    expect(drawer).toHaveAttribute('open');
    expect(drawer).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sluiten' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('is shown modal or beside the page as asked, and switches while open', () => {
    const { rerender } = render(<Harness open modal />);
    const drawer = screen.getByRole('dialog');
    expect(drawer.dataset.shownAs).toBe('modal');
    expect(drawer).toHaveClass('plein-drawer--overlay');
    rerender(<Harness open modal={false} />);
    expect(drawer).toHaveAttribute('open');
    expect(drawer.dataset.shownAs).toBe('non-modal');
    expect(drawer).toHaveClass('plein-drawer--side');
  });

  it('closes on its button, on Escape when modal (cancel) and on Escape when not', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { rerender } = render(<Harness open modal onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Sluiten' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    rerender(<Harness open modal={false} onClose={onClose} />);
    screen.getByRole('button', { name: 'Tekst' }).focus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('returns focus to what opened it when it closes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness open={false} modal={false} />);
    await user.click(screen.getByRole('button', { name: 'Blok toevoegen' }));
    rerender(<Harness open modal={false} />);
    expect(screen.getByRole('dialog')).toHaveFocus();
    rerender(<Harness open={false} modal={false} />);
    expect(screen.getByRole('button', { name: 'Blok toevoegen' })).toHaveFocus();
  });

  it('renders nothing on the server', () => {
    expect(renderToString(<Harness open={false} modal />)).not.toContain('dialog');
  });
});
