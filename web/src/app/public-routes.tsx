import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageLoading } from '@/components/ui/spinner';
import * as Screens from './lazy-routes';

/**
 * The public screens of spec 2.2 and 2.3 plus the always-public ones. The host router only
 * shows this table for paths the host mode makes public (see access.ts).
 */
export function PublicRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/" element={<Screens.LandingRoute />} />
        <Route path="/home" element={<Screens.LandingRoute />} />
        <Route path="/how-it-works" element={<Screens.HowItWorksRoute />} />
        <Route path="/about" element={<Screens.AboutRoute />} />
        <Route path="/faq" element={<Screens.FaqRoute />} />
        <Route path="/pricing" element={<Screens.PricingRoute />} />
        <Route path="/pricing-layouts" element={<Screens.PricingLayoutsRoute />} />
        <Route path="/pricing-enterprise" element={<Screens.PricingEnterpriseRoute />} />
        <Route path="/request-demo" element={<Screens.RequestDemoRoute />} />
        <Route path="/demo" element={<Screens.RequestDemoRoute />} />
        <Route path="/demo-requested" element={<Screens.DemoRequestedRoute />} />
        <Route path="/demo/success" element={<Screens.DemoRequestedRoute />} />
        <Route path="/demo-signup" element={<Screens.DemoSignupRoute />} />
        <Route path="/pilot-program/*" element={<Screens.PilotProgramRoute />} />
        <Route path="/e60n62b48/*" element={<Screens.PilotProgramRoute />} />
        <Route path="/pilot-success/*" element={<Screens.PilotSuccessRoute />} />
        <Route path="/sandbox" element={<Screens.SandboxApp />} />
        <Route path="/login" element={<Screens.LoginRoute />} />
        <Route path="/dealer-login" element={<Screens.LoginRoute />} />
        <Route path="/signup" element={<Screens.SignupRoute />} />
        <Route path="/dealer-signup" element={<Screens.SignupRoute />} />
        <Route path="/forgot-password" element={<Screens.ForgotPasswordRoute />} />
        <Route path="/reset-password" element={<Screens.ResetPasswordRoute />} />
        <Route path="/sso-callback" element={<Screens.SsoCallbackRoute />} />
        <Route path="/billing/complete" element={<Screens.BillingSuccessRoute />} />
        <Route path="/billing/success" element={<Screens.BillingSuccessRoute />} />
        <Route path="/billing/cancel" element={<Screens.BillingCancelledRoute />} />
        <Route path="/billing/cancelled" element={<Screens.BillingCancelledRoute />} />
        <Route path="/setup" element={<Screens.SetupRoute />} />
        <Route path="/onboarding" element={<Screens.SetupRoute />} />
        <Route path="/setup/complete" element={<Screens.SetupCompleteRoute />} />
        <Route path="/onboarding-complete" element={<Screens.SetupCompleteRoute />} />
        <Route path="/super-admin" element={<Screens.SuperAdminRoute />} />
        <Route path="/super-admin/login" element={<Screens.SuperAdminLoginRoute />} />
        <Route
          path="/super-admin/notification-settings/:dealershipId"
          element={<Screens.NotificationSettingsRoute />}
        />
        <Route path="/super-admin/*" element={<Navigate to="/super-admin" replace />} />
        <Route path="*" element={<Screens.LandingRoute />} />
      </Routes>
    </Suspense>
  );
}
