import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import type { PageMeta } from '@/lib/page-meta';
import { PATHS } from '@/lib/paths';

/**
 * The web app's one route table (decision 0035): every path with its screen (a lazily loaded
 * module and its page meta), its access rule and the data it prefetches. The host router
 * (router.tsx), the access rules (access.ts), the staff app, the pre-rendering
 * (prerender-entry.tsx, scripts/prerender.ts) and the browser tests all derive from it.
 */

/** Who reaches a path without a session, by host (spec 2.1–2.4; access.ts decides). */
export type RouteAccess =
  /** Every host, with everything under the path (spec 2.4, first rule). */
  | 'always-public'
  /** The marketing site (spec 2.2); on a local host too, except the landing paths. */
  | 'marketing'
  /** General and public (spec 2.3): every host but the login host. */
  | 'general'
  /** General, and also public on the login host: the ways into a session. */
  | 'sign-in-flow'
  /** The signed-in staff app (spec 2.5). */
  | 'staff';

/** What a prefetch may use: the app's query cache and the typed API client. */
export interface PrefetchContext {
  queryClient: QueryClient;
  api: ApiClient;
}

/** A board's vehicles (its workflow only), loaded beside its screen's code. */
function prefetchBoard(workflow: 'make-ready' | 'service') {
  return async ({ queryClient, api }: PrefetchContext) => {
    const { workflowVehiclesQueryOptions } =
      await import('@/features/vehicles/api/get-workflow-vehicles');
    return queryClient.prefetchQuery(workflowVehiclesQueryOptions(api, workflow));
  };
}

/** A screen: its own chunk, and the title and description it sets (and pre-renders). */
export interface Screen {
  load: () => Promise<ComponentType>;
  meta?: PageMeta;
}

interface RouteBase {
  /** A PATHS pattern; `/*` takes everything under it. */
  path: string;
  access: RouteAccess;
}

export interface ScreenRoute extends RouteBase {
  screen: Screen;
  /**
   * Written to static HTML at build time: `page` whole; `alias` (another path of a page) and
   * `unlisted` (a thank-you page, a layout study) whole but kept out of the sitemap and search
   * indexes (issue #29). What depends on the visitor's clock waits for hydration (useHydrated).
   */
  prerender?: 'page' | 'alias' | 'unlisted';
  /** Starts loading the data the screen shows, alongside its chunk; never awaited. */
  prefetch?: (context: PrefetchContext) => Promise<unknown>;
  /** Staff screens: inside the header and navigation, or full screen for a wall TV. */
  layout?: 'staff' | 'wall';
  /** Staff screens loaded together with the staff app: its first paint. */
  firstPaint?: boolean;
}

export interface RedirectRoute extends RouteBase {
  redirectTo: string;
}

export type AppRoute = ScreenRoute | RedirectRoute;

const SITE = 'LotReady';

/** Every screen once; several paths may show one screen (aliases). */
export const SCREENS = {
  landing: {
    load: () => import('./routes/landing-route').then((m) => m.LandingRoute),
    meta: {
      title: `${SITE} — Make-Ready & Service Tracking for Car Dealerships`,
      description:
        'See every vehicle in make-ready, service and inventory on one colour-coded board. Boards from $59, the complete platform $379 per month, no setup fees, unlimited users, set up in 24 hours.',
    },
  },
  howItWorks: {
    load: () => import('./routes/how-it-works-route').then((m) => m.HowItWorksRoute),
    meta: {
      title: `How It Works — ${SITE}`,
      description:
        'From check-in to front line: how LotReady tracks each vehicle through make-ready and service with colour-coded, time-based status tiles.',
    },
  },
  about: {
    load: () => import('./routes/about-route').then((m) => m.AboutRoute),
    meta: {
      title: `About Us — ${SITE}`,
      description:
        'LotReady is built for small and medium dealerships that want enterprise-grade vehicle workflow tracking without enterprise prices.',
    },
  },
  contact: {
    load: () => import('./routes/contact-route').then((m) => m.ContactRoute),
    meta: {
      title: `Contact Support — ${SITE}`,
      description:
        'Write or call LotReady support at any hour, or send a message from the contact form; a person answers within 24 hours.',
    },
  },
  faq: {
    load: () => import('./routes/faq-route').then((m) => m.FaqRoute),
    meta: {
      title: `Frequently Asked Questions — ${SITE}`,
      description:
        'Answers about LotReady pricing, setup, users, data privacy, CSV import, VIN scanning and support.',
    },
  },
  pricing: {
    load: () => import('./routes/pricing-route').then((m) => m.PricingRoute),
    meta: {
      title: `Pricing — ${SITE}`,
      description:
        'Simple dealership pricing: a free 7-day trial; Essentials Monthly $59, Quarterly $159 or Annual $599 for up to 150 vehicles; the complete platform $379 per month. Unlimited users on every plan.',
    },
  },
  pricingLayouts: {
    load: () => import('./routes/pricing-layouts-route').then((m) => m.PricingLayoutsRoute),
    meta: {
      title: `Pricing Layouts — ${SITE}`,
      description:
        'The same LotReady plans shown three ways: cards, a comparison table and a billing toggle.',
    },
  },
  pricingEnterprise: {
    load: () => import('./routes/pricing-enterprise-route').then((m) => m.PricingEnterpriseRoute),
    meta: {
      title: `${SITE} vs Enterprise Systems — Pricing`,
      description:
        'Compare LotReady with enterprise dealership software: published prices, no setup fees, 24-hour setup and support that answers within 24 hours.',
    },
  },
  requestDemo: {
    load: () => import('./routes/request-demo-route').then((m) => m.RequestDemoRoute),
    meta: {
      title: `Request a Demo — ${SITE}`,
      description:
        'Book a personal LotReady walkthrough for your dealership. We reply within 24 hours.',
    },
  },
  demoRequested: {
    load: () => import('./routes/demo-requested-route').then((m) => m.DemoRequestedRoute),
    meta: {
      title: `Demo Requested — ${SITE}`,
      description: 'Thank you for requesting a LotReady demo. We will contact you within 24 hours.',
    },
  },
  pilotProgram: {
    load: () => import('./routes/pilot-program-route').then((m) => m.PilotProgramRoute),
    meta: {
      title: `Dealer Pilot Program — ${SITE}`,
      description:
        'Apply for the LotReady pilot program: help shape the product and get founding-dealer pricing.',
    },
  },
  pilotSuccess: {
    load: () => import('./routes/pilot-success-route').then((m) => m.PilotSuccessRoute),
    meta: {
      title: `Pilot Application Received — ${SITE}`,
      description: 'Thank you for applying to the LotReady pilot program.',
    },
  },
  demoSignup: {
    load: () => import('./routes/demo-signup-route').then((m) => m.DemoSignupRoute),
    meta: {
      title: `Start Your Free Demo — ${SITE}`,
      description:
        'Start a free 7-day LotReady trial for your dealership, or try the interactive sandbox with no signup.',
    },
  },
  sandbox: {
    load: () => import('./staff/sandbox-app').then((m) => m.SandboxApp),
    meta: {
      title: `Interactive Sandbox — ${SITE}`,
      description:
        'Try LotReady with no signup: a live make-ready, service and inventory board on sample vehicles, right in your browser. Nothing is saved.',
    },
  },
  login: {
    load: () => import('./routes/login-route').then((m) => m.LoginRoute),
    meta: { title: `Sign In — ${SITE}`, description: 'Sign in to your dealership on LotReady.' },
  },
  signup: {
    load: () => import('./routes/signup-route').then((m) => m.SignupRoute),
    meta: {
      title: `Create Your Dealership — ${SITE}`,
      description: 'Create a LotReady dealership and start a free 7-day trial.',
    },
  },
  forgotPassword: {
    load: () => import('./routes/forgot-password-route').then((m) => m.ForgotPasswordRoute),
    meta: { title: `Forgot Password — ${SITE}`, description: 'Reset your LotReady password.' },
  },
  resetPassword: {
    load: () => import('./routes/reset-password-route').then((m) => m.ResetPasswordRoute),
    meta: { title: `Reset Password — ${SITE}`, description: 'Choose a new LotReady password.' },
  },
  approve: {
    load: () => import('./routes/approve-route').then((m) => m.ApproveRoute),
    meta: { title: `Approve Work — ${SITE}`, description: 'Approve or decline work on a car.' },
  },
  vendor: {
    load: () => import('./routes/vendor-route').then((m) => m.VendorRoute),
    meta: { title: `Vendor Jobs — ${SITE}`, description: 'Your jobs for a dealership.' },
  },
  ssoCallback: {
    load: () => import('./routes/sso-callback-route').then((m) => m.SsoCallbackRoute),
    meta: { title: `Signing In — ${SITE}`, description: 'Completing sign in.' },
  },
  billingSuccess: {
    load: () => import('./routes/billing-success-route').then((m) => m.BillingSuccessRoute),
    meta: {
      title: `Payment Complete — ${SITE}`,
      description: 'Your LotReady subscription is active.',
    },
  },
  billingCancelled: {
    load: () => import('./routes/billing-cancelled-route').then((m) => m.BillingCancelledRoute),
    meta: {
      title: `Checkout Cancelled — ${SITE}`,
      description: 'Your LotReady checkout was cancelled.',
    },
  },
  setup: {
    load: () => import('./routes/setup-route').then((m) => m.SetupRoute),
    meta: { title: `Set Up Your Dealership — ${SITE}`, description: 'The LotReady setup guide.' },
  },
  setupComplete: {
    load: () => import('./routes/setup-complete-route').then((m) => m.SetupCompleteRoute),
    meta: { title: `Setup Complete — ${SITE}`, description: 'Your dealership is ready.' },
  },
  superAdminLogin: {
    load: () => import('./routes/super-admin-login-route').then((m) => m.SuperAdminLoginRoute),
    meta: {
      title: `Super Admin Login — ${SITE}`,
      description: 'Restricted access: platform administration.',
    },
  },
  superAdmin: {
    load: () => import('./routes/super-admin-route').then((m) => m.SuperAdminRoute),
    meta: { title: `Super Admin — ${SITE}`, description: 'Platform administration.' },
  },
  notificationSettings: {
    load: () =>
      import('./routes/notification-settings-route').then((m) => m.NotificationSettingsRoute),
    meta: {
      title: `Notification Settings — ${SITE}`,
      description: 'Per-dealership notification settings.',
    },
  },
  // The staff app: its screens keep the product name as the title (screen-view.tsx).
  makeReady: { load: () => import('./staff/routes/board-routes').then((m) => m.MakeReadyRoute) },
  service: { load: () => import('./staff/routes/board-routes').then((m) => m.ServiceRoute) },
  inventory: {
    load: () => import('./staff/routes/inventory-route').then((m) => m.InventoryRoute),
  },
  inventoryManagement: {
    load: () =>
      import('./staff/routes/inventory-management-route').then((m) => m.InventoryManagementRoute),
  },
  activity: { load: () => import('./staff/routes/activity-route').then((m) => m.ActivityRoute) },
  scoreboard: {
    load: () => import('./staff/routes/scoreboard-route').then((m) => m.ScoreboardRoute),
  },
  users: { load: () => import('./staff/routes/users-route').then((m) => m.UsersRoute) },
  feeds: { load: () => import('./staff/routes/feeds-route').then((m) => m.FeedsRoute) },
  vendors: { load: () => import('./staff/routes/vendors-route').then((m) => m.VendorsRoute) },
  billing: { load: () => import('./staff/routes/billing-route').then((m) => m.BillingRoute) },
  customDashboards: {
    load: () =>
      import('./staff/routes/custom-dashboards-route').then((m) => m.CustomDashboardsRoute),
  },
  dashboard: {
    load: () => import('./staff/routes/dashboard-route').then((m) => m.DashboardRoute),
  },
  notFound: { load: () => import('./staff/routes/not-found-route').then((m) => m.NotFoundRoute) },
} satisfies Record<string, Screen>;

const S = SCREENS;

/** Every path. Order matters only for reading: React Router ranks paths by specificity. */
export const ROUTES: readonly AppRoute[] = [
  // Marketing site (spec 2.2)
  { path: PATHS.landing, access: 'marketing', screen: S.landing, prerender: 'page' },
  { path: PATHS.home, access: 'marketing', screen: S.landing },
  { path: PATHS.howItWorks, access: 'marketing', screen: S.howItWorks, prerender: 'page' },
  { path: PATHS.about, access: 'marketing', screen: S.about, prerender: 'page' },
  { path: PATHS.contact, access: 'marketing', screen: S.contact, prerender: 'page' },
  { path: PATHS.faq, access: 'marketing', screen: S.faq, prerender: 'page' },
  { path: PATHS.pricing, access: 'marketing', screen: S.pricing, prerender: 'page' },
  {
    path: PATHS.pricingLayouts,
    access: 'marketing',
    screen: S.pricingLayouts,
    prerender: 'unlisted',
  },
  {
    path: PATHS.pricingEnterprise,
    access: 'marketing',
    screen: S.pricingEnterprise,
    prerender: 'page',
  },
  { path: PATHS.requestDemo, access: 'marketing', screen: S.requestDemo, prerender: 'page' },
  {
    path: PATHS.demoRequested,
    access: 'marketing',
    screen: S.demoRequested,
    prerender: 'unlisted',
  },
  // Always public (spec 2.4)
  {
    path: `${PATHS.pilotProgram}/*`,
    access: 'always-public',
    screen: S.pilotProgram,
    prerender: 'page',
  },
  {
    path: `${PATHS.pilotProgramAlias}/*`,
    access: 'always-public',
    screen: S.pilotProgram,
    prerender: 'alias',
  },
  {
    path: `${PATHS.pilotSuccess}/*`,
    access: 'always-public',
    screen: S.pilotSuccess,
    prerender: 'unlisted',
  },
  {
    path: PATHS.superAdmin,
    access: 'always-public',
    screen: S.superAdmin,
    prefetch: async ({ queryClient }) => {
      const { superAdminSessionQuery } =
        await import('@/features/super-admin/api/get-super-admin-session');
      return queryClient.prefetchQuery(superAdminSessionQuery);
    },
  },
  { path: PATHS.superAdminLogin, access: 'always-public', screen: S.superAdminLogin },
  {
    path: PATHS.superAdminNotificationSettings,
    access: 'always-public',
    screen: S.notificationSettings,
  },
  { path: `${PATHS.superAdmin}/*`, access: 'always-public', redirectTo: PATHS.superAdmin },
  // An approver's link from a mail, on the dealership's host, without signing in (issue #33)
  { path: PATHS.approve, access: 'always-public', screen: S.approve },
  // A vendor's link from a job mail, on the dealership's host, without signing in (issue #31)
  { path: PATHS.vendor, access: 'always-public', screen: S.vendor },
  // General and public (spec 2.3)
  { path: PATHS.sandbox, access: 'general', screen: S.sandbox, prerender: 'page' },
  { path: PATHS.demoSignup, access: 'general', screen: S.demoSignup, prerender: 'page' },
  { path: PATHS.demo, access: 'general', screen: S.requestDemo },
  { path: PATHS.demoSuccess, access: 'general', screen: S.demoRequested },
  { path: PATHS.login, access: 'general', screen: S.login },
  { path: PATHS.dealerLogin, access: 'general', screen: S.login },
  { path: PATHS.signup, access: 'general', screen: S.signup },
  { path: PATHS.dealerSignup, access: 'general', screen: S.signup },
  { path: PATHS.billingComplete, access: 'general', screen: S.billingSuccess },
  { path: PATHS.billingSuccess, access: 'general', screen: S.billingSuccess },
  { path: PATHS.billingCancel, access: 'general', screen: S.billingCancelled },
  { path: PATHS.billingCancelled, access: 'general', screen: S.billingCancelled },
  { path: PATHS.setup, access: 'general', screen: S.setup },
  { path: PATHS.onboarding, access: 'general', screen: S.setup },
  { path: PATHS.setupComplete, access: 'general', screen: S.setupComplete },
  { path: PATHS.onboardingComplete, access: 'general', screen: S.setupComplete },
  { path: PATHS.forgotPassword, access: 'sign-in-flow', screen: S.forgotPassword },
  { path: PATHS.resetPassword, access: 'sign-in-flow', screen: S.resetPassword },
  { path: PATHS.ssoCallback, access: 'sign-in-flow', screen: S.ssoCallback },
  // The staff app (spec 2.5): shown to a session, else the host's sign-in or landing page
  { path: PATHS.dashboard, access: 'staff', layout: 'wall', screen: S.dashboard },
  {
    path: PATHS.board,
    access: 'staff',
    layout: 'staff',
    screen: S.makeReady,
    firstPaint: true,
    prefetch: prefetchBoard('make-ready'),
  },
  {
    path: PATHS.makeReady,
    access: 'staff',
    layout: 'staff',
    screen: S.makeReady,
    prefetch: prefetchBoard('make-ready'),
  },
  {
    path: PATHS.service,
    access: 'staff',
    layout: 'staff',
    screen: S.service,
    firstPaint: true,
    prefetch: prefetchBoard('service'),
  },
  {
    path: PATHS.inventory,
    access: 'staff',
    layout: 'staff',
    screen: S.inventory,
    prefetch: async ({ queryClient, api }) => {
      const { vehiclesQueryOptions } = await import('@/features/vehicles/api/get-vehicles');
      return queryClient.prefetchQuery(vehiclesQueryOptions(api));
    },
  },
  {
    path: PATHS.activity,
    access: 'staff',
    layout: 'staff',
    screen: S.activity,
    prefetch: async ({ queryClient, api }) => {
      const [{ activityLogsQueryOptions }, { activityQueryOf, DEFAULT_ACTIVITY_FILTER }, clock] =
        await Promise.all([
          import('@/features/activity/api/get-activity-logs'),
          import('@/features/activity/model/activity-filter'),
          import('@/lib/clock'),
        ]);
      const query = activityQueryOf(DEFAULT_ACTIVITY_FILTER, clock.browserClock.now());
      return queryClient.prefetchInfiniteQuery(activityLogsQueryOptions(api, query));
    },
  },
  { path: PATHS.scoreboard, access: 'staff', layout: 'staff', screen: S.scoreboard },
  { path: PATHS.feeds, access: 'staff', layout: 'staff', screen: S.feeds },
  { path: PATHS.vendors, access: 'staff', layout: 'staff', screen: S.vendors },
  {
    path: PATHS.users,
    access: 'staff',
    layout: 'staff',
    screen: S.users,
    prefetch: async ({ queryClient, api }) => {
      const { usersQueryOptions } = await import('@/features/users/api/get-users');
      return queryClient.prefetchQuery(usersQueryOptions(api));
    },
  },
  { path: PATHS.billing, access: 'staff', layout: 'staff', screen: S.billing },
  { path: PATHS.customDashboards, access: 'staff', layout: 'staff', screen: S.customDashboards },
  {
    path: PATHS.inventoryManagement,
    access: 'staff',
    layout: 'staff',
    screen: S.inventoryManagement,
  },
  { path: '*', access: 'staff', layout: 'staff', screen: S.notFound },
];

export function isScreenRoute(route: AppRoute): route is ScreenRoute {
  return 'screen' in route;
}

/** The paths with an access rule, without a trailing `/*`. */
export function pathsWithAccess(...access: RouteAccess[]): string[] {
  return ROUTES.filter((route) => access.includes(route.access)).map((route) =>
    route.path.replace(/\/\*$/, ''),
  );
}

/** A page written to static HTML by scripts/prerender.ts. */
export interface PrerenderPage extends PageMeta {
  path: string;
  /** Aliases and unlisted pages are rendered for visitors but kept out of the sitemap and search indexes. */
  alias: boolean;
}

/** The marketing pages written to static HTML at build time (spec 2.2), from the table. */
export const PRERENDER_PAGES: readonly PrerenderPage[] = ROUTES.filter(isScreenRoute).flatMap(
  (route) =>
    route.prerender && route.screen.meta
      ? [
          {
            path: route.path.replace(/\/\*$/, ''),
            ...route.screen.meta,
            alias: route.prerender !== 'page',
          },
        ]
      : [],
);
