import { makeUser } from '@portal/api/testing';
import { PortalThemeProvider } from '@portal/ui';
import { render, screen } from '@testing-library/react';
import { UserHeader } from './UserHeader';

function renderHeader(overrides: Parameters<typeof makeUser>[0]) {
  return render(
    <PortalThemeProvider>
      <UserHeader user={makeUser(overrides)} />
    </PortalThemeProvider>,
  );
}

describe('UserHeader', () => {
  it('names the user by full name, with their initials, email and status', () => {
    renderHeader({ firstName: 'grace', lastName: 'hopper', email: 'g@example.com', status: 'INACTIVE' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('grace hopper');
    expect(screen.getByText('GH')).toBeInTheDocument();
    expect(screen.getByText('g@example.com')).toBeInTheDocument();
    expect(screen.getByText('INACTIVE')).toBeInTheDocument();
  });

  it('falls back to the email and its first letter when a name part is missing', () => {
    renderHeader({ firstName: 'Grace', lastName: null, email: 'zed@example.com' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('zed@example.com');
    expect(screen.getByText('Z')).toBeInTheDocument();
  });

  it('shows the avatar picture only from an http(s) URL', () => {
    const { container, unmount } = renderHeader({ avatarUrl: 'https://cdn.example.com/grace.png' });
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/grace.png');
    unmount();

    const hostile = renderHeader({ avatarUrl: 'javascript:alert(1)' });
    expect(hostile.container.querySelector('img')).toBeNull();
    expect(screen.getByText('GH')).toBeInTheDocument();
  });
});
