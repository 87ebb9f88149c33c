import type { QuickFindResponse } from '@portal/contract';
import { answerByQuery, renderWithProviders, setupApi } from '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuickFind, quickFindHint } from './QuickFind';

const ADA: QuickFindResponse = {
  users: [{ id: 'user-1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' }],
  organisations: [{ id: 'org-1', name: 'Ada Labs', legalName: 'Ada Labs Pty Ltd', abn: '51824753556' }],
  coupons: [],
  invoices: [{ id: 'inv-1', number: 'ADA-0001', organisationId: 'org-2', organisationName: 'Engines Ltd' }],
};

const { requests } = setupApi(answerByQuery('/admin/search', { '?q=ada': ADA }));

const renderQuickFind = () => renderWithProviders(<QuickFind />, { route: '/app/users' });

const optionNames = () =>
  within(screen.getByRole('listbox', { name: 'Quick find results' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('QuickFind', () => {
  it('opens on Ctrl+K, groups the matches by kind, and opens the chosen one with the arrows and Enter', async () => {
    const user = userEvent.setup();
    const view = renderQuickFind();

    await user.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox', { name: 'Quick find' });
    await user.type(box, 'ada');

    expect(await screen.findByRole('group', { name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Organisations' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Invoices' })).toBeInTheDocument();
    expect(optionNames()).toEqual([
      'Ada Lovelaceada@example.com',
      'Ada LabsAda Labs Pty Ltd · ABN 51824753556',
      'Invoice ADA-0001Engines Ltd',
    ]);
    expect(requests).toEqual(['GET /admin/search?q=ada']);

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Ada Labs/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    expect(view.location().pathname).toBe('/app/organisations/org-1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens an invoice as its organisation, and keeps the search among the recent ones', async () => {
    const user = userEvent.setup();
    const view = renderQuickFind();

    await user.click(screen.getByRole('button', { name: /Quick find/ }));
    await user.type(await screen.findByRole('combobox', { name: 'Quick find' }), 'ada');
    await user.click(await screen.findByRole('option', { name: /Invoice ADA-0001/ }));
    expect(view.location().pathname).toBe('/app/organisations/org-2');

    await user.click(screen.getByRole('button', { name: /Quick find/ }));
    expect(await screen.findByRole('group', { name: 'Recent searches' })).toHaveTextContent('ada');
  });

  it('asks for nothing until the text is long enough', async () => {
    const user = userEvent.setup();
    renderQuickFind();
    await user.click(screen.getByRole('button', { name: /Quick find/ }));
    await user.type(await screen.findByRole('combobox', { name: 'Quick find' }), 'a');
    expect(await screen.findByText('Type at least 2 characters')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});

describe('quickFindHint', () => {
  it('says ⌘K on Apple keyboards and Ctrl+K elsewhere', () => {
    expect(quickFindHint('MacIntel')).toBe('⌘K');
    expect(quickFindHint('iPad')).toBe('⌘K');
    expect(quickFindHint('Win32')).toBe('Ctrl+K');
    expect(quickFindHint('Linux x86_64')).toBe('Ctrl+K');
  });
});
