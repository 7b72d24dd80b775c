import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Dialog, DialogActions, DialogBody, DialogRoot, DialogTitle } from './dialog';

/**
 * What a browser does when Escape is pressed in a modal dialog: it fires `cancel` on it. The
 * keys of `userEvent` are synthetic and have no such default action, so the play functions fire
 * the event themselves.
 */
function pressEscapeIn(dialog: HTMLElement) {
  dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
}

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  // A modal dialog makes the rest of the page inert: on the docs page each story gets its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
  args: {
    open: true,
    title: 'Cookies op deze site',
    children: 'We gebruiken noodzakelijke cookies en, met uw toestemming, analytische cookies.',
    actions: (
      <>
        <Button variant="secondary">Alleen noodzakelijk</Button>
        <Button>Alles accepteren</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A choice is required: Escape makes the dialog shake. */
export const ChoiceRequired: Story = {
  play: async ({ canvas }) => {
    // The dialog opens in an effect: wait for it, as a slow machine may not have run it yet.
    const dialog = await canvas.findByRole('dialog', { name: 'Cookies op deze site' });
    await expect(dialog).toHaveAttribute('open');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Alleen noodzakelijk' })).toHaveFocus(),
    );
    // The shake lasts 170 ms, shorter than a poll may take on a busy machine: record it.
    const shook = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!dialog.classList.contains('plein-dialog--shake')) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(dialog, { attributes: true, attributeFilter: ['class'] });
    });
    pressEscapeIn(dialog);
    await shook;
    await expect(dialog).toHaveAttribute('open');
    await waitFor(() => expect(dialog).not.toHaveClass('plein-dialog--shake'));
  },
};

/** Escape dismisses the dialog. */
export const Dismissible: Story = {
  args: { title: 'Let op', onDismiss: fn() },
  play: async ({ args, canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Let op' });
    pressEscapeIn(dialog);
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(dialog).not.toHaveClass('plein-dialog--shake');
  },
};

function OpenAndCloseDemo() {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState('nog niet gekozen');
  const choose = (value: string) => () => {
    setChoice(value);
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Cookie-instellingen</Button>
      <p>Cookies: {choice}</p>
      <Dialog
        open={open}
        title="Cookies op deze site"
        onDismiss={() => setOpen(false)}
        actions={
          <>
            <Button variant="secondary" onClick={choose('alleen noodzakelijk')}>
              Alleen noodzakelijk
            </Button>
            <Button onClick={choose('alle')}>Alles accepteren</Button>
          </>
        }
      >
        We gebruiken noodzakelijke cookies en, met uw toestemming, analytische cookies.
      </Dialog>
    </>
  );
}

/** Opened by a button: focus moves into the dialog, and back to the button when it closes. */
export const OpenAndClose: Story = {
  render: () => <OpenAndCloseDemo />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Cookie-instellingen' });
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'Cookies op deze site' });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Alles accepteren' }));
    await expect(await canvas.findByText('Cookies: alle')).toBeInTheDocument();
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
    // Escape closes it too, and focus returns again.
    await userEvent.click(opener);
    pressEscapeIn(await canvas.findByRole('dialog'));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

function PartsDemo() {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [made, setMade] = useState('');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Nieuwe pagina</Button>
      {made ? <p>Gemaakt: {made}</p> : null}
      <DialogRoot open={open} onDismiss={() => setOpen(false)}>
        <DialogTitle>Nieuwe pagina</DialogTitle>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setMade(title);
            setOpen(false);
          }}
        >
          <DialogBody>
            <label htmlFor="new-page-title">Titel</label>
            <input id="new-page-title" value={title} onChange={(e) => setTitle(e.target.value)} />
          </DialogBody>
          <DialogActions>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Annuleren
            </Button>
            <Button type="submit">Maken</Button>
          </DialogActions>
        </form>
      </DialogRoot>
    </>
  );
}

/** Built from its parts, with the actions inside a form: Enter in a field submits it. */
export const FromParts: Story = {
  render: () => <PartsDemo />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Nieuwe pagina' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Nieuwe pagina' });
    await userEvent.type(canvas.getByLabelText('Titel'), 'Over ons{Enter}');
    await expect(await canvas.findByText('Gemaakt: Over ons')).toBeInTheDocument();
    await expect(dialog).not.toBeInTheDocument();
  },
};
