/** The kinds of caller of the permission matrix, in its column order. Pure, for the browser code too. */
export const ROLES = ['anonymous', 'user', 'owner', 'member', 'admin'] as const;
export type Role = (typeof ROLES)[number];
