/** The console's hash routes, named once. */
export const consolePaths = {
  signIn: '/sign-in',
  overview: '/',
  deposits: '/deposits',
  withdrawals: '/withdrawals',
  kyc: '/kyc',
  claims: '/claims',
  commitments: '/commitments',
  appeals: '/appeals',
  fourEyes: '/four-eyes',
  audit: '/audit',
  members: '/members',
  member: '/members/:userName',
  configuration: '/configuration',
} as const;

/** A member's profile in the console. */
export const memberPath = (userName: string) => `/members/${encodeURIComponent(userName)}`;
