/** True when the server says the session is gone (signed out elsewhere, expired, password changed). */
export function isSessionLoss(error: unknown): boolean {
  const shaped = error as { name?: string; data?: { code?: string } | null } | null;
  return shaped?.name === 'TRPCClientError' && shaped.data?.code === 'UNAUTHORIZED';
}

export function errorText(error: unknown, fallback: string): string {
  const shaped = error as { name?: string; message?: string; data?: { code?: string } | null } | null;
  const code = shaped?.name === 'TRPCClientError' ? shaped.data?.code : undefined;
  return code && code !== 'INTERNAL_SERVER_ERROR' && shaped?.message ? shaped.message : fallback;
}
