import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { demoPage, fakeListServices } from './list-fixtures';
import { ListServicesProvider } from './list-services';
import { ListWidgetView } from './list-widget';

describe('list widget block', () => {
  it('asks the widget endpoint and shows its items as links, without controls', async () => {
    const { services, requests } = fakeListServices(() => ({
      page: demoPage(1, 3, 3),
      isLoading: false,
      isError: false,
    }));
    const { container } = render(
      <ListServicesProvider services={services}>
        <ListWidgetView guid="w1" options={[]} content={{ title: 'Uitgelicht' }} />
      </ListServicesProvider>,
    );
    expect(requests[0]).toEqual({ kind: 'widget', blockGuid: 'w1', query: {}, skip: false });
    expect(screen.getByRole('heading', { level: 2, name: 'Uitgelicht' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Bericht 2' })).toHaveAttribute(
      'href',
      '/nieuws/i/item-2/bericht-2',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows no data when its options fetch failed', () => {
    const { services } = fakeListServices(() => ({ isLoading: false, isError: true }));
    render(
      <ListServicesProvider services={services}>
        <ListWidgetView guid="w1" options={[]} content={{ title: '' }} />
      </ListServicesProvider>,
    );
    expect(screen.getByText('Geen gegevens beschikbaar')).toBeInTheDocument();
  });
});
