import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import type { ToastItem } from './toast-region';
import { ToastRegion } from './toast-region';

const saved: ToastItem = {
  id: 't1',
  tone: 'success',
  message: 'Profiel opgeslagen',
  closeAfterMs: 10_000,
  actionLabel: 'Ongedaan maken',
};

afterEach(() => vi.useRealTimers());

describe('ToastRegion', () => {
  it('is a polite status region that shows its toasts, without axe violations', async () => {
    const { container } = render(
      <ToastRegion
        label="Meldingen"
        dismissLabel="Melding sluiten"
        items={[saved]}
        onDismiss={vi.fn()}
        onAction={vi.fn()}
      />,
    );
    const region = screen.getByRole('status', { name: 'Meldingen' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Profiel opgeslagen');
    await expectNoAxeViolations(container);
  });

  it('runs the action and closes, or just closes with the close button or Escape', async () => {
    const onDismiss = vi.fn();
    const onAction = vi.fn();
    render(
      <ToastRegion
        label="Meldingen"
        dismissLabel="Melding sluiten"
        items={[saved]}
        onDismiss={onDismiss}
        onAction={onAction}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ongedaan maken' }));
    expect(onAction).toHaveBeenCalledWith('t1');
    expect(onDismiss).toHaveBeenCalledWith('t1');
    await userEvent.click(screen.getByRole('button', { name: 'Melding sluiten' }));
    expect(onDismiss).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Melding sluiten' }), { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledTimes(3);
  });

  it('names the keys that run its action, and shows them beside the button', async () => {
    const { container } = render(
      <ToastRegion
        label="Meldingen"
        dismissLabel="Melding sluiten"
        items={[{ ...saved, actionKeyShortcuts: 'Control+Z Meta+Z', actionShortcutHint: 'Ctrl+Z' }]}
        onDismiss={vi.fn()}
        onAction={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Ongedaan maken' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+Z Meta+Z',
    );
    expect(screen.getByText('Ctrl+Z')).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations(container);
  });

  it('closes by itself after its time, but not while the pointer rests on it', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(
      <ToastRegion
        label="Meldingen"
        dismissLabel="Sluiten"
        items={[saved]}
        onDismiss={onDismiss}
      />,
    );
    const toast = screen.getByText('Profiel opgeslagen').parentElement!;
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    fireEvent.mouseEnter(toast);
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseLeave(toast);
    act(() => {
      vi.advanceTimersByTime(5_900);
    });
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(onDismiss).toHaveBeenCalledWith('t1');
  });

  it('keeps a toast without a time until it is closed', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(
      <ToastRegion
        label="Meldingen"
        dismissLabel="Sluiten"
        items={[{ ...saved, closeAfterMs: null }]}
        onDismiss={onDismiss}
      />,
    );
    act(() => {
      vi.advanceTimersByTime(600_000);
    });
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('sits where the user chose, the bottom right corner unless told', () => {
    const { rerender } = render(
      <ToastRegion
        label="Meldingen"
        dismissLabel="Melding sluiten"
        items={[]}
        onDismiss={vi.fn()}
      />,
    );
    const region = screen.getByRole('status', { name: 'Meldingen' });
    expect(region).toHaveClass('plein-toast-region--bottom-right');
    rerender(
      <ToastRegion
        label="Meldingen"
        dismissLabel="Melding sluiten"
        items={[]}
        onDismiss={vi.fn()}
        position="top-left"
      />,
    );
    expect(region).toHaveClass('plein-toast-region--top-left');
    expect(region).not.toHaveClass('plein-toast-region--bottom-right');
  });
});
