/** Query keys of the super-admin area; mutations invalidate through these. */
export const superAdminKeys = {
  session: ['super-admin', 'session'] as const,
  dealerships: ['super-admin', 'dealerships'] as const,
  leads: ['super-admin', 'leads'] as const,
  supportRequests: ['super-admin', 'support-requests'] as const,
  platformLog: ['super-admin', 'platform-log'] as const,
  notificationSettings: (dealershipId: string) =>
    ['super-admin', 'dealerships', dealershipId, 'notification-settings'] as const,
};
