import { LinkComponentProvider } from '@plein/ui-kit';
import type { LinkComponentProps } from '@plein/ui-kit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EditHarness } from '../test-support/edit-harness';
import { BlockServicesProvider } from '../block-services/block-services';
import { expectNoAxeViolations } from '../test-utils/axe';
import { dutch, english } from '../test-utils/translate';
import { ButtonsView } from './buttons';
import type { ButtonsContent } from './buttons-content';
import { buttonLinkKind, isButtonsContent } from './buttons-content';
import { ButtonsEdit } from './buttons-edit';

function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <a data-router="yes" href={href} {...rest} />;
}

function Harness(props: { initial: ButtonsContent; onChange: (content: ButtonsContent) => void }) {
  return <EditHarness Edit={ButtonsEdit} t={dutch} {...props} />;
}

describe('buttons block', () => {
  it('links site paths through the router link and external URLs as marked plain links', async () => {
    const { container } = render(
      <LinkComponentProvider component={RouterLink}>
        <ButtonsView
          guid="b1"
          options={[]}
          content={{
            buttons: [
              { label: 'Contact', url: '/contact', variant: 'primary' },
              { label: 'Rijksoverheid', url: 'https://www.rijksoverheid.nl', variant: 'secondary' },
            ],
          }}
        />
      </LinkComponentProvider>,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const contact = screen.getByRole('link', { name: 'Contact' });
    expect(contact).toHaveAttribute('href', '/contact');
    expect(contact).toHaveAttribute('data-router', 'yes');
    expect(contact).toHaveClass('plein-button', 'plein-button--primary');
    const external = screen.getByRole('link', { name: 'Rijksoverheid (externe website)' });
    expect(external).not.toHaveAttribute('data-router');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).not.toHaveAttribute('target');
    expect(external).toHaveClass('plein-button--secondary');
    await expectNoAxeViolations(container);
  });

  it('takes the external-link text from the app and refuses unsafe or empty buttons', () => {
    render(
      <BlockServicesProvider services={{ t: english }}>
        <ButtonsView
          guid="b1"
          options={[]}
          content={{
            buttons: [
              { label: 'Script', url: 'javascript:alert(1)', variant: 'primary' },
              { label: 'Elders', url: '//evil.example', variant: 'primary' },
              { label: 'Router', url: 'http://192.168.0.1/', variant: 'primary' },
              { label: 'Tab', url: '/\t/evil.example', variant: 'primary' },
              { label: '  ', url: '/leeg', variant: 'primary' },
              { label: 'Docs', url: 'https://example.org/docs', variant: 'primary' },
            ],
          }}
        />
      </BlockServicesProvider>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Docs (external website)' })).toBeInTheDocument();
  });

  it('renders nothing when no button can be shown', () => {
    const { container } = render(
      <ButtonsView
        guid="b1"
        options={[]}
        content={{ buttons: [{ label: 'X', url: 'mailto:a@b.nl', variant: 'primary' }] }}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('validates its content and tells link kinds apart', () => {
    expect(isButtonsContent({ buttons: [{ label: 'a', url: '/a', variant: 'secondary' }] })).toBe(
      true,
    );
    expect(isButtonsContent({ buttons: [{ label: 'a', url: '/a', variant: 'ghost' }] })).toBe(
      false,
    );
    expect(isButtonsContent({ buttons: null })).toBe(false);
    expect(buttonLinkKind('/contact')).toBe('internal');
    expect(buttonLinkKind('https://example.org')).toBe('external');
    expect(buttonLinkKind('/')).toBeNull();
    expect(buttonLinkKind('data:text/html,x')).toBeNull();
  });

  it('edits text, link and style with messages once a field is left', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <Harness
        initial={{ buttons: [{ label: '', url: '', variant: 'primary' }] }}
        onChange={onChange}
      />,
    );
    const row = screen.getByRole('group', { name: 'Knop 1' });
    const label = within(row).getByRole('textbox', { name: 'Tekst op de knop' });
    const url = within(row).getByRole('textbox', { name: 'Link' });
    expect(screen.queryByText('Vul de tekst op de knop in.')).not.toBeInTheDocument();
    await user.click(label);
    await user.tab();
    expect(label).toHaveAccessibleDescription('Vul de tekst op de knop in.');
    await user.tab();
    expect(url).toHaveAccessibleDescription(/Vul een link in\./);
    await user.type(label, 'Contact');
    expect(label).not.toHaveAttribute('aria-invalid');
    await user.type(url, 'contact');
    // No message while typing; it shows once the field is left.
    expect(url).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(url).toHaveAccessibleDescription(/Gebruik een pad dat met \/ begint/);
    await user.clear(url);
    await user.type(url, '/contact');
    await user.tab();
    expect(url).not.toHaveAttribute('aria-invalid');
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Stijl' }), 'Secundair');
    expect(onChange).toHaveBeenLastCalledWith({
      buttons: [{ label: 'Contact', url: '/contact', variant: 'secondary' }],
    });
    await expectNoAxeViolations(container);
  });

  it('adds up to six buttons and removes them', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={{ buttons: [] }} onChange={onChange} />);
    expect(screen.getByText('Er zijn nog geen knoppen.')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Knop toevoegen' });
    for (let i = 0; i < 7; i += 1) await user.click(add);
    expect(screen.getAllByRole('group')).toHaveLength(6);
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(
      within(screen.getByRole('group', { name: 'Knop 6' })).getByRole('textbox', {
        name: 'Tekst op de knop',
      }),
    ).toBeInTheDocument();
    await user.type(screen.getAllByRole('textbox', { name: 'Tekst op de knop' })[1]!, 'Tweede');
    await user.click(screen.getByRole('button', { name: 'Verwijderen: Knop 1' }));
    expect(onChange.mock.lastCall?.[0]).toEqual({
      buttons: [
        { label: 'Tweede', url: '', variant: 'primary' },
        ...Array.from({ length: 4 }, () => ({ label: '', url: '', variant: 'primary' })),
      ],
    });
    expect(screen.getByRole('group', { name: 'Knop 1' })).toContainElement(
      screen.getByDisplayValue('Tweede'),
    );
  });
});
