import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { EditHarness } from '../test-support/edit-harness';
import { expectNoAxeViolations } from '../test-utils/axe';
import { installProseMirrorDomStubs } from '../test-utils/prosemirror-dom';
import { dutch } from '../test-utils/translate';
import { RichTextEdit, RichTextView } from './rich-text';
import type { RichTextContent } from './rich-text-content';
import { isAllowedLinkHref, isRichTextContent } from './rich-text-content';

beforeAll(async () => {
  installProseMirrorDomStubs();
  // Load the lazy editor once up front, so no test waits for its first import.
  await import('./rich-text-editor');
});

/** The editor with its content kept in state, as the page editor does; `set` changes it from outside. */
function renderEditor(html: string) {
  const onChange = vi.fn<(content: RichTextContent) => void>();
  const outside: { set?: (content: RichTextContent) => void } = {};
  const view = render(
    <EditHarness<RichTextContent>
      Edit={RichTextEdit}
      guid="r"
      t={dutch}
      initial={{ html }}
      onChange={onChange}
      expose={(set) => (outside.set = set)}
    />,
  );
  return { ...view, onChange, outside };
}

/**
 * Types into the editor one key at a time: user-event's own selection model for contenteditable
 * loses track of ProseMirror's DOM updates within one multi-key call.
 */
async function typeInEditor(user: ReturnType<typeof userEvent.setup>, text: string) {
  for (const key of text) await user.keyboard(key);
}

/** Selects the editor's whole text, as a user would with Ctrl+A. */
async function selectAll(user: ReturnType<typeof userEvent.setup>, editor: HTMLElement) {
  await user.click(editor);
  await user.keyboard('{Control>}a{/Control}');
}

describe('rich-text block', () => {
  it('renders the sanitised HTML inside a plein-rich-text container', async () => {
    const { container } = render(
      <RichTextView
        guid="r"
        options={[]}
        content={{ html: '<h2>Openingstijden</h2><p>Maandag <a href="/contact">contact</a></p>' }}
      />,
    );
    expect(container.firstElementChild).toHaveClass('plein-rich-text');
    expect(screen.getByRole('heading', { level: 2, name: 'Openingstijden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact' })).toHaveAttribute('href', '/contact');
    await expectNoAxeViolations(container);
  });

  it('puts a data table in a scrolling region named by its caption, its words whole (31.28)', async () => {
    const table = (caption: string) =>
      `<table><caption>${caption}</caption><thead><tr><th scope="col">Naam</th></tr></thead>` +
      '<tbody><tr><th scope="row">plein_session</th></tr></tbody></table>';
    const { container } = render(
      <RichTextView
        guid="r"
        options={[]}
        content={{
          html: `${table('Cookies')}<p>Tussen</p>${table('Opslag')}<table><tbody><tr><td>x</td></tr></tbody></table>`,
        }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Cookies' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('plein-rich-text__table');
    expect(within(region).getByRole('table', { name: 'Cookies' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Opslag' })).toBeInTheDocument();
    // A table without a caption still scrolls and is reached by keyboard, unnamed.
    expect(container.querySelectorAll('.plein-rich-text__table')).toHaveLength(3);
    await expectNoAxeViolations(container);
  });

  it('loads a labelled editor with a labelled toolbar and reports typed text as HTML', async () => {
    const user = userEvent.setup();
    const { container, onChange } = renderEditor('<p>wereld</p>');
    expect(screen.getByRole('status')).toHaveTextContent('De editor wordt geladen…');
    const editor = await screen.findByRole('textbox', { name: 'Inhoud' });
    expect(editor).toHaveAttribute('contenteditable', 'true');
    expect(editor).toHaveAttribute('aria-multiline', 'true');
    const toolbar = screen.getByRole('toolbar', { name: 'Opmaak' });
    expect(toolbar).toHaveAttribute('aria-controls', editor.id);
    expect(within(toolbar).getByRole('button', { name: 'Vet' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(toolbar).getByRole('button', { name: 'Vet' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+B Meta+B',
    );
    await user.click(editor);
    await typeInEditor(user, 'Hallo ');
    expect(onChange).toHaveBeenLastCalledWith({ html: '<p>Hallo wereld</p>' });
    await expectNoAxeViolations(container);
  });

  it('formats with toggle buttons that show their state, and with keyboard shortcuts', async () => {
    const user = userEvent.setup();
    const { onChange } = renderEditor('<p>Openingstijden</p>');
    const editor = await screen.findByRole('textbox', { name: 'Inhoud' });
    const bold = screen.getByRole('button', { name: 'Vet' });
    await selectAll(user, editor);
    await user.click(bold);
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    expect(onChange).toHaveBeenLastCalledWith({ html: '<p><strong>Openingstijden</strong></p>' });
    await user.click(screen.getByRole('button', { name: 'Kop niveau 2' }));
    expect(onChange).toHaveBeenLastCalledWith({
      html: '<h2><strong>Openingstijden</strong></h2>',
    });
    await user.click(within(editor).getByRole('heading', { level: 2 }));
    expect(screen.getByRole('button', { name: 'Kop niveau 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await selectAll(user, editor);
    await user.keyboard('{Control>}b{/Control}');
    expect(onChange).toHaveBeenLastCalledWith({ html: '<h2>Openingstijden</h2>' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(editor).getByRole('heading', { level: 2 }));
    await user.click(screen.getByRole('button', { name: 'Opsomming' }));
    expect(onChange).toHaveBeenLastCalledWith({ html: '<ul><li><p>Openingstijden</p></li></ul>' });
    expect(screen.getByRole('button', { name: 'Opsomming' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Ongedaan maken' }));
    expect(onChange).toHaveBeenLastCalledWith({ html: '<h2>Openingstijden</h2>' });
  });

  it('moves through the toolbar with arrow keys from a single tab stop', async () => {
    const user = userEvent.setup();
    renderEditor('<p>Tekst</p>');
    await screen.findByRole('textbox', { name: 'Inhoud' });
    const buttons = within(screen.getByRole('toolbar')).getAllByRole('button');
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    const redo = screen.getByRole('button', { name: 'Opnieuw uitvoeren' });
    // Nothing to redo yet: marked unavailable but still reachable.
    expect(redo).toHaveAttribute('aria-disabled', 'true');
    buttons[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Kop niveau 3' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(redo).toHaveFocus();
    await user.keyboard('{Home}');
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(redo).toHaveFocus();
    expect(redo.tabIndex).toBe(0);
  });

  it('sets a link through a labelled address field that accepts site paths, http(s) and mailto', async () => {
    const user = userEvent.setup();
    const { container, onChange } = renderEditor('<p>Contact</p>');
    const editor = await screen.findByRole('textbox', { name: 'Inhoud' });
    await selectAll(user, editor);
    await user.keyboard('{Control>}k{/Control}');
    const address = screen.getByRole('textbox', { name: 'Linkadres' });
    expect(address).toHaveFocus();
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(address).toHaveAccessibleDescription(/Gebruik een pad op deze site/);
    await expectNoAxeViolations(container);
    await user.clear(address);
    await user.type(address, 'https://example.org/contact');
    await user.click(screen.getByRole('button', { name: 'Link toepassen' }));
    expect(onChange).toHaveBeenLastCalledWith({
      html: '<p><a href="https://example.org/contact">Contact</a></p>',
    });
    expect(screen.queryByRole('textbox', { name: 'Linkadres' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(screen.getByRole('textbox', { name: 'Linkadres' })).toHaveValue(
      'https://example.org/contact',
    );
    await user.click(screen.getByRole('button', { name: 'Link verwijderen' }));
    expect(onChange).toHaveBeenLastCalledWith({ html: '<p>Contact</p>' });

    // A path of this site keeps working when the site's host name changes (issue 31.16).
    await selectAll(user, editor);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.type(screen.getByRole('textbox', { name: 'Linkadres' }), '/over-ons{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ html: '<p><a href="/over-ons">Contact</a></p>' });
  });

  it('closes the link form with Escape and follows content changed from outside', async () => {
    const user = userEvent.setup();
    const { onChange, outside } = renderEditor('<p>Oud</p>');
    const editor = await screen.findByRole('textbox', { name: 'Inhoud' });
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Linkadres' })).not.toBeInTheDocument();
    act(() => outside.set?.({ html: '<h3>Nieuw</h3>' }));
    expect(within(editor).getByRole('heading', { level: 3, name: 'Nieuw' })).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps only what the sanitiser allows from loaded or pasted HTML', async () => {
    const { onChange } = renderEditor('');
    const editor = await screen.findByRole('textbox', { name: 'Inhoud' });
    const pasted =
      '<h1>Titel</h1><p>Een <u>regel</u><br>met <s>streep</s> en <a href="javascript:x">link</a></p><img src="x">';
    act(() => {
      // jsdom has no DataTransfer: a stand-in with the two types ProseMirror reads.
      const clipboardData = {
        types: ['text/html', 'text/plain'],
        getData: (type: string) => (type === 'text/html' ? pasted : 'Titel'),
      };
      const event = new Event('paste', { bubbles: true, cancelable: true });
      Object.assign(event, { clipboardData });
      editor.dispatchEvent(event);
    });
    const html = onChange.mock.lastCall?.[0].html ?? '';
    expect(html).not.toMatch(/<(h1|u|s|br|img)\b|javascript:/);
    expect(html).toContain('Titel');
  });

  it('keeps a loaded data table, caption and scopes included, while its text is edited', async () => {
    const user = userEvent.setup();
    const table =
      '<table><caption>Cookies</caption><thead><tr><th scope="col">Naam</th><th scope="col">Duur</th></tr></thead>' +
      '<tbody><tr><th scope="row">plein-lang</th><td>sessie</td></tr></tbody></table>';
    const { onChange } = renderEditor(`<p>Inleiding</p>${table}`);
    const editor = await screen.findByRole('textbox', { name: 'Inhoud' });
    expect(within(editor).getByRole('table', { name: 'Cookies' })).toBeInTheDocument();
    await user.click(within(editor).getByText('Inleiding'));
    await typeInEditor(user, 'Korte ');
    expect(onChange).toHaveBeenLastCalledWith({ html: `<p>Korte Inleiding</p>${table}` });

    // Typed into a cell (jsdom places the caret at one of its ends): only that cell changes.
    await user.click(within(editor).getByText('sessie'));
    await typeInEditor(user, 'kort');
    const edited = onChange.mock.lastCall?.[0].html ?? '';
    expect(edited).toMatch(/<td>(kortsessie|sessiekort)<\/td>/);
    expect(edited.replace(/<td>[a-z]+<\/td>/, '<td>sessie</td>')).toBe(
      `<p>Korte Inleiding</p>${table}`,
    );
    // Enter in a cell does not split it into two cells.
    await user.keyboard('{Enter}');
    expect(within(editor).getAllByRole('cell')).toHaveLength(1);
    expect(onChange.mock.lastCall?.[0].html).toBe(edited);
  });

  it('validates its content and link targets', () => {
    expect(isRichTextContent({ html: '' })).toBe(true);
    expect(isRichTextContent({ html: 1 })).toBe(false);
    expect(isAllowedLinkHref('https://example.org')).toBe(true);
    expect(isAllowedLinkHref('mailto:info@example.org')).toBe(true);
    expect(isAllowedLinkHref('/contact')).toBe(true);
    expect(isAllowedLinkHref('//evil.example/contact')).toBe(false);
    expect(isAllowedLinkHref('ftp://example.org')).toBe(false);
    expect(isAllowedLinkHref('JavaScript:alert(1)')).toBe(false);
  });
});
