import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPublicScreen } from '@/test/render-public-screen';
import { LandingPage } from './landing-page';

function renderLanding() {
  return renderPublicScreen(<LandingPage demoForm={<p>Demo form</p>} />);
}

describe('Landing page (spec 2.6)', () => {
  it('has the top navigation', () => {
    renderLanding();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Sandbox', '/sandbox'],
      ['About Us', '/about'],
      ['FAQ', '/faq'],
      ['Pricing', '/pricing'],
      ['Login', '/login'],
      ['Get Demo', '/request-demo'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('has the hero buttons and the no-signup note', () => {
    renderLanding();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/request-demo',
    );
    expect(screen.getByRole('link', { name: 'Try Interactive Demo' })).toHaveAttribute(
      'href',
      '/sandbox',
    );
    expect(screen.getByRole('link', { name: 'Existing User Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByText('No signup required for demo')).toBeInTheDocument();
  });

  it('lists the stats, the prices and the claims of spec 1', () => {
    renderLanding();
    for (const text of [
      '60%',
      'faster turnaround',
      '40+',
      'hours saved weekly',
      '99.9%',
      'Complete platform from $379 per month',
      'Boards only from $59',
      'No setup fees',
      '24-hour setup',
      '24/7 support',
      'Unlimited users',
    ]) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.getByText(/Save 25% or more versus enterprise systems/)).toBeInTheDocument();
    expect(screen.getByText('Free demo')).toBeInTheDocument();
    expect(screen.getByText('7-day trial')).toBeInTheDocument();
    expect(screen.getByText('$59')).toBeInTheDocument();
    expect(screen.getByText('$159')).toBeInTheDocument();
    expect(screen.getByText('10% savings')).toBeInTheDocument();
    expect(screen.getByText('$599')).toBeInTheDocument();
    expect(screen.getByText('15% savings')).toBeInTheDocument();
    expect(screen.getByText('All plans have unlimited users')).toBeInTheDocument();
    // One story: what the complete platform adds over Essentials, each enforced (0030).
    expect(screen.getAllByText(/up to 150 vehicles/).length).toBeGreaterThan(0);
    for (const point of ['Unlimited vehicles', 'Custom dashboards for wall TVs']) {
      expect(screen.getByText(point)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Choose the Complete platform' })).toHaveAttribute(
      'href',
      '/signup?plan=complete&period=monthly',
    );
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: /LotReady, enterprise software and basic tools/ }),
    ).toBeInTheDocument();
  });

  it('has the footer links and a keyboard-reachable super admin link', () => {
    renderLanding();
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    for (const [name, href] of [
      ['How It Works', '/how-it-works'],
      ['Demo Signup', '/demo-signup'],
      ['Pricing', '/pricing'],
      ['FAQ', '/faq'],
      ['About', '/about'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const superAdmin = screen.getByRole('link', { name: 'Super Admin' });
    expect(superAdmin).toHaveAttribute('href', '/super-admin/login');
    expect(superAdmin.className).toContain('focus-visible:opacity-100');
  });

  it('rains 10 to 15 decorative logos, hidden from assistive technology', () => {
    renderLanding();
    const rain = screen.getByTestId('logo-rain');
    expect(rain).toHaveAttribute('aria-hidden', 'true');
    expect(rain.children.length).toBeGreaterThanOrEqual(10);
    expect(rain.children.length).toBeLessThanOrEqual(15);
  });

  it('includes the demo form it is given', () => {
    renderLanding();
    expect(screen.getByText('Demo form')).toBeInTheDocument();
  });
});
