import { login } from '@portal/api';
import { makeSessionUser, renderWithProviders, setupApi } from '@portal/ui/testing';
import { act, screen } from '@testing-library/react';
import { DetailActions } from './PageActions';
import { ACCESS_HISTORY_TEXT, AccessHistoryLink } from './AccessHistoryLink';

setupApi();

const signInAs = (auditor: boolean | undefined) =>
  act(() => login('token', makeSessionUser({ id: 'staff-1', auditor })));

const page = (
  <DetailActions id="user-7">
    <AccessHistoryLink subjectId="user-7" />
  </DetailActions>
);

describe('AccessHistoryLink', () => {
  it("shows an auditor a link to the access log filtered by the page's subject", async () => {
    await signInAs(true);
    renderWithProviders(page);
    expect(screen.getByRole('link', { name: ACCESS_HISTORY_TEXT })).toHaveAttribute(
      'href',
      '/app/access-log?subject=user-7',
    );
  });

  it('shows nothing to an admin who is not an auditor, or whose profile does not say', async () => {
    await signInAs(false);
    const { unmount } = renderWithProviders(page);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.queryByText(ACCESS_HISTORY_TEXT)).not.toBeInTheDocument();
    unmount();
    await signInAs(undefined);
    renderWithProviders(page);
    expect(screen.queryByText(ACCESS_HISTORY_TEXT)).not.toBeInTheDocument();
  });
});
