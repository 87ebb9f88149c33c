import { answerByQuery, columnHeaders, renderWithProviders, setupApi } from '@portal/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Section from '../Section';
import { activitiesResponse, makeActivityItem } from '../testing/activityFixtures';

/** Ten activities of `types` in turn, of 60. */
const tenOf = (...types: Parameters<typeof makeActivityItem>[0][]) =>
  activitiesResponse(
    Array.from({ length: 10 }, (_, index) => makeActivityItem(types[index % types.length])),
    60,
  );

const { requests } = setupApi(
  answerByQuery('/admin/activities', {
    '?limit=10&offset=0': tenOf('USER', 'AUTH'),
    '?limit=10&offset=10': tenOf('USER', 'AUTH'),
    '?limit=10&offset=0&activityType=USER': tenOf('USER'),
    '?limit=10&offset=10&activityType=USER': tenOf('USER'),
    '?limit=25&offset=50': tenOf('USER', 'AUTH'),
    '?limit=25&offset=50&activityType=AUTH': tenOf('AUTH'),
  }),
);

const renderSection = (route: string) =>
  renderWithProviders(<Section />, { route, path: '/app/activities/*' });
const typeFilter = () => screen.getByRole('combobox', { name: 'Activity type' });

describe('Activities page', () => {
  it('shows every activity under the Activities heading with user and organisation columns', async () => {
    renderSection('/app/activities');

    expect(screen.getByRole('heading', { level: 1, name: 'Activities' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Activities' });
    expect(columnHeaders('Activities')).toEqual(['Type', 'Description', 'User', 'Organisation', 'Date']);
    expect(requests).toEqual(['GET /admin/activities?limit=10&offset=0']);
  });

  it('restores the filter, page and page size from the URL', async () => {
    renderSection('/app/activities?type=AUTH&page=3&size=25');

    await screen.findByRole('table', { name: 'Activities' });
    expect(typeFilter()).toHaveTextContent('AUTH');
    expect(screen.getByRole('combobox', { name: 'Rows per page:' })).toHaveTextContent('25');
    expect(screen.getByText('51–60 of 60')).toBeInTheDocument();
    expect(requests).toContain('GET /admin/activities?limit=25&offset=50&activityType=AUTH');
  });

  it('writes the filter and page to the URL, going back to the first page on a new filter', async () => {
    const user = userEvent.setup();
    const view = renderSection('/app/activities?page=2');
    await screen.findByText('11–20 of 60');

    await user.click(typeFilter());
    await user.click(screen.getByRole('option', { name: 'USER' }));
    await screen.findByText('1–10 of 60');
    expect(view.location().search).toBe('?type=USER');
    expect(requests).toContain('GET /admin/activities?limit=10&offset=0&activityType=USER');

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('11–20 of 60');
    expect(view.location().search).toBe('?type=USER&page=2');
    expect(requests).toContain('GET /admin/activities?limit=10&offset=10&activityType=USER');
  });

  it('ignores an unknown type in the URL', async () => {
    renderSection('/app/activities?type=NOPE');

    await screen.findByRole('table', { name: 'Activities' });
    expect(typeFilter()).toHaveTextContent('All');
    expect(requests).toEqual(['GET /admin/activities?limit=10&offset=0']);
  });
});
