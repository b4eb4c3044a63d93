export type * from './schemas/common';

/** Error codes the client may branch on; the sentences beside them are what a person reads. */
export const ErrorCode = {
  validationFailed: 'VALIDATION_FAILED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  invalidToken: 'INVALID_TOKEN',
  rateLimited: 'RATE_LIMITED',
  accountInactive: 'ACCOUNT_INACTIVE',
  internal: 'INTERNAL',
  unavailable: 'UNAVAILABLE',
} as const;
