import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostMode } from '@domain/host-mode';
import { browserLocation } from '@/lib/browser-location';
import { jsonResponse, mockFetch } from '@/test/render-public-screen';
import { serverApi } from '@/lib/api-client';
import { createAppRoutes } from './router';

vi.mock('@/app/staff/staff-app', () => ({ StaffApp: () => <p>Staff app</p> }));
vi.mock('@/app/staff/sandbox-app', () => ({ SandboxApp: () => <p>Sandbox app</p> }));

const session = {
  user: { id: 'u1', username: 'admin', role: 'admin', fullName: 'Avery Admin', email: null },
  tenant: { id: 't1', name: 'Demo Motors', slug: 'demo' },
  dealership: { id: 't1', name: 'Demo Motors', subdomain: 'demo' },
};

function renderAt(mode: HostMode, path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    createAppRoutes(mode, { queryClient: client, api: serverApi }),
    {
      initialEntries: [path],
    },
  );
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the host router', () => {
  // Transform the lazily loaded screens once, so the assertions below wait for React, not Vite.
  beforeAll(async () => {
    await Promise.all([
      import('./routes/landing-route'),
      import('./routes/login-route'),
      import('./routes/pilot-program-route'),
      import('./session-aware-screen'),
    ]);
  }, 30_000);

  let replace: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    replace = vi.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
  });
  afterEach(() => replace.mockRestore());

  it('sends /login on the marketing host to the login host, keeping scheme and port', async () => {
    const fetchMock = mockFetch(jsonResponse(401, {}));
    renderAt('marketing', '/login');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(replace).toHaveBeenCalledWith(`http://login.localhost:${window.location.port}/login`),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the landing page for unknown marketing paths without asking for a session', async () => {
    const fetchMock = mockFetch(jsonResponse(401, {}));
    renderAt('marketing', '/no-such-page');
    expect(await screen.findByRole('link', { name: 'Try Interactive Demo' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/session')).toBe(false);
  });

  it("shows 'Loading...' while the session loads, then the login page on an app host", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderAt('app', '/inventory');
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/auth/session', expect.anything()),
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    answer(jsonResponse(401, { error: 'Unauthorized' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows the staff app to a signed-in visitor on an app host', async () => {
    mockFetch(jsonResponse(200, session));
    renderAt('app', '/inventory');
    expect(await screen.findByText('Staff app')).toBeInTheDocument();
  });

  it('shows the login page at every path of the login host until signed in', async () => {
    mockFetch(jsonResponse(401, {}));
    renderAt('login', '/about');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('serves the always-public pilot program on an app host without a session', async () => {
    const fetchMock = mockFetch(jsonResponse(401, {}));
    renderAt('app', '/e60n62b48');
    expect(await screen.findByRole('heading', { name: 'Help shape LotReady' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/session')).toBe(false);
  });

  it('serves the sandbox on every host kind', async () => {
    renderAt('local', '/sandbox');
    expect(await screen.findByText('Sandbox app')).toBeInTheDocument();
  });
});
