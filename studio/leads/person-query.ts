/**
 * The query that asks the `leads` function about a person from what the owner typed: an e-mail
 * address, a phone number written any way, or both separated by a comma (their leads by either).
 */
export function personQuery(who: string): string {
  const params = new URLSearchParams();
  for (const part of who.split(/[,;]/)) {
    const value = part.trim();
    if (value) params.set(value.includes('@') ? 'email' : 'phone', value);
  }
  return `?${params}`;
}
