import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStaff } from '@/test/staff-render';
import { BottomNav } from './bottom-nav';

describe('bottom navigation follows the workflow configuration (issue #16.7)', () => {
  it('names the tabs by displayName and drops a disabled workflow', () => {
    renderStaff(
      <BottomNav
        workflows={{
          makeReady: { name: 'Recon', enabled: true },
          service: { name: 'Shop', enabled: false },
        }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Recon' })).toHaveAttribute('href', '/make-ready');
    expect(screen.queryByRole('link', { name: /Make Ready/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Shop' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Service' })).not.toBeInTheDocument();
  });
});
