// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n, loadAdminMessages } from '../../../../i18n/i18n';
import { DashboardChart } from './dashboard-chart';

describe('a dashboard chart rendered on the server', () => {
  it('renders its table (and no picture yet: the chart draws once it knows its width)', async () => {
    const i18n = createI18n('nl');
    await loadAdminMessages(i18n);
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <DashboardChart
          caption="Maat: aantal per antwoord"
          labelHeading="Antwoord"
          rows={[{ key: 'm', label: 'Middel', count: 2, countText: '2', valueText: '2 (67%)' }]}
        />
      </I18nextProvider>,
    );
    expect(html).toContain('<summary>Toon als tabel');
    expect(html).toContain('<caption');
    expect(html).toContain('<th scope="row">Middel</th><td>2</td>');
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain('<svg class="recharts-surface"');
  });
});
