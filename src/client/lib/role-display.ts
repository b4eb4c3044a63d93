/** Section 6: how a role reads on screen. */
export function roleLabel(role: string | null | undefined): string {
  if (role === 'admin') return 'Administrator';
  if (role === 'regular') return 'Student';
  return 'Unknown role';
}

/** Section 6: status words people read; the server's values are lower-case codes. */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return 'Unknown';
  return status.charAt(0).toUpperCase() + status.slice(1);
}
