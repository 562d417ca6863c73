import { FEEDS_PAGE_PATH } from '@domain/feeds/rules';
import { VENDOR_PAGE_PATH } from '@domain/vendors/jobs';
import { APPROVAL_PAGE_PATH } from '@domain/work/records';

/**
 * Every path of the web app, written once (decision 0035). The route table
 * (app/route-table.ts) maps each to its screen and access rule; links, redirects and
 * navigations use these names, so renaming a page is a one-line change here.
 */
export const PATHS = {
  // Marketing site (spec 2.2)
  landing: '/',
  home: '/home',
  howItWorks: '/how-it-works',
  about: '/about',
  contact: '/contact',
  faq: '/faq',
  pricing: '/pricing',
  pricingLayouts: '/pricing-layouts',
  pricingEnterprise: '/pricing-enterprise',
  requestDemo: '/request-demo',
  demoRequested: '/demo-requested',
  sandbox: '/sandbox',
  // Always public (spec 2.4)
  pilotProgram: '/pilot-program',
  pilotProgramAlias: '/e60n62b48',
  pilotSuccess: '/pilot-success',
  superAdmin: '/super-admin',
  superAdminLogin: '/super-admin/login',
  superAdminNotificationSettings: '/super-admin/notification-settings/:dealershipId',
  /** An approver's one-tap page from a mail (issue #33); domain/work/records APPROVAL_PAGE_PATH. */
  approve: APPROVAL_PAGE_PATH,
  /** A vendor's jobs from a job mail's link (issue #31); domain/vendors/jobs VENDOR_PAGE_PATH. */
  vendor: VENDOR_PAGE_PATH,
  // General and public (spec 2.3)
  login: '/login',
  dealerLogin: '/dealer-login',
  signup: '/signup',
  dealerSignup: '/dealer-signup',
  demoSignup: '/demo-signup',
  demo: '/demo',
  demoSuccess: '/demo/success',
  billingComplete: '/billing/complete',
  billingSuccess: '/billing/success',
  billingCancel: '/billing/cancel',
  billingCancelled: '/billing/cancelled',
  setup: '/setup',
  onboarding: '/onboarding',
  setupComplete: '/setup/complete',
  onboardingComplete: '/onboarding-complete',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  ssoCallback: '/sso-callback',
  // The staff app (spec 2.5)
  board: '/',
  makeReady: '/make-ready',
  service: '/service',
  inventory: '/inventory',
  inventoryManagement: '/inventory-management',
  activity: '/activity',
  scoreboard: '/scoreboard',
  feeds: FEEDS_PAGE_PATH,
  vendors: '/vendors',
  users: '/users',
  billing: '/billing',
  customDashboards: '/custom-dashboard',
  dashboard: '/dashboard/:id',
} as const;

/** A custom dashboard's wall view (spec 2.10). */
export function dashboardPath(id: string): string {
  return `/dashboard/${encodeURIComponent(id)}`;
}

/** A dealership's notification settings in the super-admin area. */
export function notificationSettingsPath(dealershipId: string): string {
  return `/super-admin/notification-settings/${encodeURIComponent(dealershipId)}`;
}

/** Path normalisation: no trailing slash (except the root), no duplicate slashes. */
export function normalizePath(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, '/');
  const trimmed = collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
  return trimmed === '' ? '/' : trimmed;
}

/** True when the path is the prefix itself or lies under it (segment-wise). */
export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}
