import type { PageMeta } from '@/lib/page-meta';

/**
 * Title and description of every pre-rendered public screen, by path. The route components
 * set them on the client; scripts/prerender.ts writes them into each page's static HTML.
 */
export const PAGE_META = {
  '/': {
    title: 'LotReady — Make-Ready & Service Tracking for Car Dealerships',
    description:
      'See every vehicle in make-ready, service and inventory on one colour-coded board. Boards from $59, the complete platform from $379 per month, no setup fees, unlimited users, set up in 24 hours.',
  },
  '/how-it-works': {
    title: 'How It Works — LotReady',
    description:
      'From check-in to front line: how LotReady tracks each vehicle through make-ready and service with colour-coded, time-based status tiles.',
  },
  '/about': {
    title: 'About Us — LotReady',
    description:
      'LotReady is built for small and medium dealerships that want enterprise-grade vehicle workflow tracking without enterprise prices.',
  },
  '/faq': {
    title: 'Frequently Asked Questions — LotReady',
    description:
      'Answers about LotReady pricing, setup, users, data privacy, CSV import, VIN scanning and support.',
  },
  '/pricing': {
    title: 'Pricing — LotReady',
    description:
      'Simple dealership pricing: a free 7-day trial; Essentials Monthly $59, Quarterly $159 or Annual $599 for up to 150 vehicles; the complete platform from $379 per month. Unlimited users on every plan.',
  },
  '/pricing-layouts': {
    title: 'Pricing Layouts — LotReady',
    description:
      'The same LotReady plans shown three ways: cards, a comparison table and a billing toggle.',
  },
  '/pricing-enterprise': {
    title: 'LotReady vs Enterprise Systems — Pricing',
    description:
      'Compare LotReady with enterprise dealership software: save 25% or more, no setup fees, 24-hour setup and 24/7 support.',
  },
  '/request-demo': {
    title: 'Request a Demo — LotReady',
    description:
      'Book a personal LotReady walkthrough for your dealership. We reply within 24 hours.',
  },
  '/demo-requested': {
    title: 'Demo Requested — LotReady',
    description: 'Thank you for requesting a LotReady demo. We will contact you within 24 hours.',
  },
  '/pilot-program': {
    title: 'Dealer Pilot Program — LotReady',
    description:
      'Apply for the LotReady pilot program: help shape the product and get founding-dealer pricing.',
  },
  '/pilot-success': {
    title: 'Pilot Application Received — LotReady',
    description: 'Thank you for applying to the LotReady pilot program.',
  },
  '/demo-signup': {
    title: 'Start Your Free Demo — LotReady',
    description:
      'Start a free 7-day LotReady trial for your dealership, or try the interactive sandbox with no signup.',
  },
} as const satisfies Record<string, PageMeta>;

export type MetaPath = keyof typeof PAGE_META;

/**
 * Public screens whose static HTML carries only their title, description and Open Graph tags:
 * the sandbox's sample lot is timed from the visitor's clock, so HTML rendered at build time
 * would show ages from the build and never match what the browser renders.
 */
export const SHELL_PAGE_META = {
  '/sandbox': {
    title: 'Interactive Sandbox — LotReady',
    description:
      'Try LotReady with no signup: a live make-ready, service and inventory board on sample vehicles, right in your browser. Nothing is saved.',
  },
} as const satisfies Record<string, PageMeta>;

/** Other public screens: set on the client, never pre-rendered. */
export const APP_PAGE_META = {
  login: { title: 'Sign In — LotReady', description: 'Sign in to your dealership on LotReady.' },
  signup: {
    title: 'Create Your Dealership — LotReady',
    description: 'Create a LotReady dealership and start a free 7-day trial.',
  },
  forgotPassword: {
    title: 'Forgot Password — LotReady',
    description: 'Reset your LotReady password.',
  },
  resetPassword: {
    title: 'Reset Password — LotReady',
    description: 'Choose a new LotReady password.',
  },
  ssoCallback: { title: 'Signing In — LotReady', description: 'Completing sign in.' },
  billingSuccess: {
    title: 'Payment Complete — LotReady',
    description: 'Your LotReady subscription is active.',
  },
  billingCancelled: {
    title: 'Checkout Cancelled — LotReady',
    description: 'Your LotReady checkout was cancelled.',
  },
  setup: { title: 'Set Up Your Dealership — LotReady', description: 'The LotReady setup guide.' },
  setupComplete: { title: 'Setup Complete — LotReady', description: 'Your dealership is ready.' },
  superAdminLogin: {
    title: 'Super Admin Login — LotReady',
    description: 'Restricted access: platform administration.',
  },
  superAdmin: { title: 'Super Admin — LotReady', description: 'Platform administration.' },
  notificationSettings: {
    title: 'Notification Settings — LotReady',
    description: 'Per-dealership notification settings.',
  },
} as const satisfies Record<string, PageMeta>;
