import { lazy } from 'react';

/**
 * Every screen is its own chunk, so the landing page loads little JavaScript and the staff
 * app never loads on the marketing site.
 */
export const LandingRoute = lazy(() =>
  import('./routes/landing-route').then((m) => ({ default: m.LandingRoute })),
);
export const HowItWorksRoute = lazy(() =>
  import('./routes/how-it-works-route').then((m) => ({ default: m.HowItWorksRoute })),
);
export const AboutRoute = lazy(() =>
  import('./routes/about-route').then((m) => ({ default: m.AboutRoute })),
);
export const FaqRoute = lazy(() =>
  import('./routes/faq-route').then((m) => ({ default: m.FaqRoute })),
);
export const PricingRoute = lazy(() =>
  import('./routes/pricing-route').then((m) => ({ default: m.PricingRoute })),
);
export const PricingLayoutsRoute = lazy(() =>
  import('./routes/pricing-layouts-route').then((m) => ({ default: m.PricingLayoutsRoute })),
);
export const PricingEnterpriseRoute = lazy(() =>
  import('./routes/pricing-enterprise-route').then((m) => ({ default: m.PricingEnterpriseRoute })),
);
export const RequestDemoRoute = lazy(() =>
  import('./routes/request-demo-route').then((m) => ({ default: m.RequestDemoRoute })),
);
export const DemoRequestedRoute = lazy(() =>
  import('./routes/demo-requested-route').then((m) => ({ default: m.DemoRequestedRoute })),
);
export const DemoSignupRoute = lazy(() =>
  import('./routes/demo-signup-route').then((m) => ({ default: m.DemoSignupRoute })),
);
export const PilotProgramRoute = lazy(() =>
  import('./routes/pilot-program-route').then((m) => ({ default: m.PilotProgramRoute })),
);
export const PilotSuccessRoute = lazy(() =>
  import('./routes/pilot-success-route').then((m) => ({ default: m.PilotSuccessRoute })),
);
export const BillingSuccessRoute = lazy(() =>
  import('./routes/billing-success-route').then((m) => ({ default: m.BillingSuccessRoute })),
);
export const BillingCancelledRoute = lazy(() =>
  import('./routes/billing-cancelled-route').then((m) => ({ default: m.BillingCancelledRoute })),
);
export const SetupRoute = lazy(() =>
  import('./routes/setup-route').then((m) => ({ default: m.SetupRoute })),
);
export const SetupCompleteRoute = lazy(() =>
  import('./routes/setup-complete-route').then((m) => ({ default: m.SetupCompleteRoute })),
);
export const LoginRoute = lazy(() =>
  import('./routes/login-route').then((m) => ({ default: m.LoginRoute })),
);
export const SignupRoute = lazy(() =>
  import('./routes/signup-route').then((m) => ({ default: m.SignupRoute })),
);
export const ForgotPasswordRoute = lazy(() =>
  import('./routes/forgot-password-route').then((m) => ({ default: m.ForgotPasswordRoute })),
);
export const ResetPasswordRoute = lazy(() =>
  import('./routes/reset-password-route').then((m) => ({ default: m.ResetPasswordRoute })),
);
export const SsoCallbackRoute = lazy(() =>
  import('./routes/sso-callback-route').then((m) => ({ default: m.SsoCallbackRoute })),
);
export const SuperAdminLoginRoute = lazy(() =>
  import('./routes/super-admin-login-route').then((m) => ({ default: m.SuperAdminLoginRoute })),
);
export const SuperAdminRoute = lazy(() =>
  import('./routes/super-admin-route').then((m) => ({ default: m.SuperAdminRoute })),
);
export const NotificationSettingsRoute = lazy(() =>
  import('./routes/notification-settings-route').then((m) => ({
    default: m.NotificationSettingsRoute,
  })),
);
export const SandboxApp = lazy(() =>
  import('./staff/sandbox-app').then((m) => ({ default: m.SandboxApp })),
);
export const StaffApp = lazy(() =>
  import('./staff/staff-app').then((m) => ({ default: m.StaffApp })),
);
