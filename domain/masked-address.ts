/**
 * An address as a sign-in link's page shows it (`a•••@example.com`): enough for its owner to know
 * it, too little for whoever holds a forwarded link to learn it (decision 112). The first
 * character of the local part (a whole code point), three bullets, and the domain.
 */
export function maskAddress(email: string): string {
  const at = email.lastIndexOf('@');
  const first = Array.from(email.slice(0, Math.max(at, 0)))[0];
  if (at < 1 || first === undefined) return '•••';
  return `${first}•••${email.slice(at)}`;
}
