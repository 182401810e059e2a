import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '../../../../test/render';
import { resetToasts } from '@/components/ui/toast-store';
import { AuthDialog } from './auth-dialog';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => resetToasts());

const fill = async (user: ReturnType<typeof userEvent.setup>, label: string, value: string) => {
  if (value) await user.type(screen.getByLabelText(label), value);
};

describe('Get Full Access', () => {
  it.each([
    [['', 'secret1', 'secret1'], 'Please fill in all fields'],
    [['ada', 'secret1', ''], 'Please fill in all fields'],
    [['ada', 'secret1', 'secret2'], "Passwords don't match"],
    [['ada', 'short', 'short'], 'Password must be at least 6 characters'],
  ])('checks a registration %j before sending it: "%s"', async ([username, password, confirm], message) => {
    const fetchMock = stubApi({});
    const user = userEvent.setup();
    renderWithApp(<AuthDialog open onOpenChange={() => undefined} />);
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    await fill(user, 'Username or e-mail', username!);
    await fill(user, 'Password', password!);
    await fill(user, 'Confirm password', confirm!);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's reason when registration fails, in a toast titled 'Registration failed'", async () => {
    stubApi({
      '/api/register': () =>
        new Response(JSON.stringify({ statusCode: 409, message: 'That username is already taken.' }), { status: 409 }),
    });
    const user = userEvent.setup();
    renderWithApp(<AuthDialog open onOpenChange={() => undefined} />);
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    await fill(user, 'Username or e-mail', 'ada');
    await fill(user, 'Password', 'secret1');
    await fill(user, 'Confirm password', 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('That username is already taken.');
  });

  it("says 'Login failed' with 'Invalid credentials' when signing in fails", async () => {
    stubApi({
      '/api/login': () =>
        new Response(JSON.stringify({ statusCode: 401, message: 'Invalid credentials' }), { status: 401 }),
    });
    const user = userEvent.setup();
    renderWithApp(<AuthDialog open onOpenChange={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    await fill(user, 'Username or e-mail', 'ada');
    await fill(user, 'Password', 'wrong one');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid credentials');
  });

  it('closes after signing in', async () => {
    stubApi({
      '/api/login': { id: '8c0f1c1e-5f0e-4c1e-9a51-1f0c2d3e4f50', username: 'ada', tokenBalance: 0, unlimited: false },
    });
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<AuthDialog open onOpenChange={onOpenChange} />);
    await fill(user, 'Username or e-mail', 'ada');
    await fill(user, 'Password', 'right one');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});
