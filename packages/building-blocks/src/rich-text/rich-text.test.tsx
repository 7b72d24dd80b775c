import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { isRichTextContent, RichTextEdit, RichTextView } from './rich-text';

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

  it('edits the HTML in a labelled textarea and reports the change', async () => {
    const onChange = vi.fn();
    const t = (key: string) => (key === 'blocks.richText.html' ? 'Inhoud (HTML)' : key);
    const { container } = render(
      <RichTextEdit guid="r" t={t} content={{ html: '<p>Oud</p>' }} onChange={onChange} />,
    );
    const field = screen.getByRole('textbox', { name: 'Inhoud (HTML)' });
    expect(field).toHaveValue('<p>Oud</p>');
    fireEvent.change(field, { target: { value: '<p>Nieuw</p>' } });
    expect(onChange).toHaveBeenCalledWith({ html: '<p>Nieuw</p>' });
    await expectNoAxeViolations(container);
  });

  it('validates its content', () => {
    expect(isRichTextContent({ html: '' })).toBe(true);
    expect(isRichTextContent({ html: 1 })).toBe(false);
  });
});
