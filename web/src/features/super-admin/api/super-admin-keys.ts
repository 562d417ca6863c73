/** Query keys of the super-admin area; mutations invalidate through these. */
export const superAdminKeys = {
  session: ['/api/super-admin/session'] as const,
  dealerships: ['/api/super-admin/dealerships'] as const,
  leads: ['/api/super-admin/leads'] as const,
  notificationSettings: (dealershipId: string) =>
    ['/api/super-admin/dealerships', dealershipId, 'notification-settings'] as const,
};
