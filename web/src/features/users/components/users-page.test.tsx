import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderStaff, stubFetch } from '@/test/staff-render';
import { UsersPage } from './users-page';

/** Users as the real server sends them (domain/api/users.ts parses every response). */
const U1 = '00000000-0000-4000-8000-000000000001';
const U2 = '00000000-0000-4000-8000-000000000002';
const U3 = '00000000-0000-4000-8000-000000000003';
const times = { createdAt: 1_700_000_000_000, updatedAt: 1_700_000_000_000 };
const USERS = [
  {
    id: U1,
    username: 'admin',
    fullName: 'Alex Admin',
    email: null,
    role: 'admin',
    disabled: false,
    ...times,
  },
  {
    id: U2,
    username: 'uma',
    fullName: 'Uma User',
    email: null,
    role: 'user',
    disabled: false,
    ...times,
  },
];

afterEach(() => vi.unstubAllGlobals());

describe('User Management', () => {
  it('lets an admin change roles, disable and delete others but not themself', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'GET /api/users': () => USERS,
      [`PATCH /api/users/${U2}`]: ({ body }) => ({ ...USERS[1], ...(body as object) }),
      [`DELETE /api/users/${U2}`]: () => ({ ok: true }),
    });
    renderStaff(<UsersPage actor={{ username: 'admin', role: 'admin' }} />);
    const row = (await screen.findByText('Uma User')).closest('tr') as HTMLElement;
    const selfRow = screen.getByText('Alex Admin').closest('tr') as HTMLElement;
    expect(within(selfRow).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(selfRow).queryByRole('button')).not.toBeInTheDocument();
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Role of uma' }), 'manager');
    expect(await screen.findByText('uma is now Manager.')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Disable uma' }));
    await user.click(within(row).getByRole('button', { name: 'Delete uma' }));
    await user.click(within(row).getByRole('button', { name: 'Confirm delete' }));
    expect(await screen.findByText('User deleted')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([
      { method: 'PATCH', path: `/api/users/${U2}`, body: { role: 'manager' } },
      { method: 'PATCH', path: `/api/users/${U2}`, body: { disabled: true } },
      { method: 'DELETE', path: `/api/users/${U2}`, body: undefined },
    ]);
  });

  it('lets a manager add a role-user user but not edit roles, disable or delete', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'GET /api/users': () => USERS,
      // 201 Created, as the server answers (the client accepts only the statuses defined).
      'POST /api/users': ({ body }) =>
        json({ id: U3, disabled: false, ...times, ...(body as object) }, 201),
    });
    renderStaff(<UsersPage actor={{ username: 'manager', role: 'manager' }} />);
    await screen.findByText('Uma User');
    expect(screen.queryByRole('combobox', { name: 'Role of uma' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable uma' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete uma' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = screen.getByRole('dialog', { name: 'Add user' });
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(
      await within(dialog).findByText('Username must be at least 3 characters'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['User']);
    await user.type(within(dialog).getByLabelText('Full name'), 'New Person');
    await user.type(within(dialog).getByLabelText('Username'), 'newbie');
    await user.type(within(dialog).getByLabelText('Password'), 'long-enough-1');
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('newbie can now sign in.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      fullName: 'New Person',
      username: 'newbie',
      email: null,
      role: 'user',
      password: 'long-enough-1',
    });
  });

  it('lets an admin rename a user and set a new password, sending only what changed (#28 item 6)', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'GET /api/users': () => USERS,
      [`PATCH /api/users/${U2}`]: ({ body }) => ({ ...USERS[1], ...(body as object) }),
    });
    renderStaff(<UsersPage actor={{ username: 'admin', role: 'admin' }} />);
    const row = (await screen.findByText('Uma User')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Edit uma' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit uma' });
    const username = within(dialog).getByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'uma.lee');
    await user.type(within(dialog).getByLabelText('New password (optional)'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Password must be at least 8 characters'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
    await user.type(within(dialog).getByLabelText('New password (optional)'), '-but-longer');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('uma.lee has a new password and was signed out.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([
      {
        method: 'PATCH',
        path: `/api/users/${U2}`,
        body: { username: 'uma.lee', password: 'short-but-longer' },
      },
    ]);
  });

  it('tells a plain user the page is for managers', () => {
    stubFetch({});
    renderStaff(<UsersPage actor={{ username: 'uma', role: 'user' }} />);
    expect(screen.getByText('Only managers and admins can see the team.')).toBeInTheDocument();
  });
});
