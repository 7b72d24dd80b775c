// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { translationUrl } from './auto-translate';
import { AutoTranslateMenu } from './auto-translate-menu';

describe('translationUrl', () => {
  it('hands the translation service only the page’s public address and the language', () => {
    const url = new URL(translationUrl('https://plein.example/nieuws?pagina=2', 'de'));
    expect(url.origin).toBe('https://translate.google.com');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sl: 'auto',
      tl: 'de',
      u: 'https://plein.example/nieuws?pagina=2',
    });
  });
});

describe('AutoTranslateMenu', () => {
  it('says what Google learns before offering a link per language, each named in its own language', async () => {
    const { container } = render(
      <I18nextProvider i18n={createI18n('nl')}>
        <AutoTranslateMenu pageUrl="https://plein.example/over-ons" />
      </I18nextProvider>,
    );
    const summary = await screen.findByText('Vertalen');
    await userEvent.click(summary);
    const list = await screen.findByRole('list');
    expect(list).toHaveAccessibleDescription(/Pas dan krijgt Google het adres/);
    const german = screen.getByRole('link', { name: /Deutsch/ });
    expect(german).toHaveAttribute('rel', 'noreferrer nofollow');
    expect(german.getAttribute('href')).toBe(
      translationUrl('https://plein.example/over-ons', 'de'),
    );
    expect(screen.getByText('العربية')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('العربية')).toHaveAttribute('lang', 'ar');
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });
});
