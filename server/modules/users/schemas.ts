/** The users contract lives in domain/api/users.ts (shared with the web); re-exported for older imports. */
export * from '@domain/api/users';
