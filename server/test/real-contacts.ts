/** Support and sales contacts a production start accepts (config.ts refuses placeholders). */
export const REAL_CONTACTS = {
  SUPPORT_EMAIL: 'support@lotready.com',
  SUPPORT_PHONE: '+1 (312) 660-1234',
};
