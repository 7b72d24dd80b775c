import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EditHarness } from '../test-support/edit-harness';
import { expectNoAxeViolations } from '../test-utils/axe';
import type { HeroContent } from './hero';
import { HeroEdit, HeroView, isHeroContent } from './hero';

const t = (key: string) =>
  ({ 'blocks.hero.title': 'Titel', 'blocks.hero.text': 'Tekst' })[key] ?? key;

describe('hero block', () => {
  it('shows the title as h1 and the text', async () => {
    const { container } = render(
      <HeroView
        guid="h"
        options={[]}
        content={{ title: 'Welkom in Plein', text: 'Alles over uw gemeente' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welkom in Plein' })).toBeInTheDocument();
    expect(screen.getByText('Alles over uw gemeente')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveClass('plein-hero');
    await expectNoAxeViolations(container);
  });

  it('edits title and text through labelled fields and reports each change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <EditHarness<HeroContent>
        Edit={HeroEdit}
        guid="h"
        t={t}
        initial={{ title: '', text: 'Oud' }}
        onChange={onChange}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Titel' }), 'Hoi');
    expect(onChange).toHaveBeenLastCalledWith({ title: 'Hoi', text: 'Oud' });
    await user.clear(screen.getByRole('textbox', { name: 'Tekst' }));
    await user.type(screen.getByRole('textbox', { name: 'Tekst' }), 'Nieuw');
    expect(onChange).toHaveBeenLastCalledWith({ title: 'Hoi', text: 'Nieuw' });
    await expectNoAxeViolations(container);
  });

  it('validates its content', () => {
    expect(isHeroContent({ title: 'a', text: '' })).toBe(true);
    expect(isHeroContent({ title: 'a' })).toBe(false);
    expect(isHeroContent(null)).toBe(false);
  });
});
