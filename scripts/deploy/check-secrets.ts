// Nothing secret in the files the browser gets: no secret variable's name or value, and nothing shaped
// like a provider's secret key.

export interface BuiltFile {
  path: string;
  text: string;
}

/** Key shapes that are secret wherever they appear; publishable keys (sb_publishable_, anon JWTs) are fine. */
const secretShapes: [label: string, pattern: RegExp][] = [
  ['a Resend API key (re_…)', /\bre_[A-Za-z0-9]{8,}_[A-Za-z0-9]{16,}/],
  ['a secret key (sk_…)', /\bsk_(?:live|test)?_?[A-Za-z0-9]{20,}/],
  ['a Sanity token (sk…)', /\bsk[A-Za-z0-9]{70,}/],
  ['a Supabase secret key (sb_secret_…)', /\bsb_secret_[A-Za-z0-9_-]{10,}/],
];

/** A JWT whose payload says it is Supabase's service role key. */
function serviceRoleJwt(text: string): boolean {
  for (const match of text.matchAll(/\beyJ[A-Za-z0-9_-]+\.(eyJ[A-Za-z0-9_-]+)\.[A-Za-z0-9_-]+/g)) {
    try {
      const payload = JSON.parse(Buffer.from(match[1] ?? '', 'base64url').toString('utf8')) as {
        role?: unknown;
      };
      if (payload.role === 'service_role') return true;
    } catch {
      // not a JWT
    }
  }
  return false;
}

/**
 * `secretNames`: variables marked secret in .env.example; `secretValues`: their values where the
 * check runs with them set (the production build), so a leaked value is found whatever its shape.
 */
export function checkSecrets(
  files: readonly BuiltFile[],
  secretNames: readonly string[],
  secretValues: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  for (const { path, text: raw } of files) {
    // Inline data (images, fonts) is base64 that can look like anything.
    const text = raw.replace(/data:[a-z]+\/[\w.+-]+;base64,[A-Za-z0-9+/=]+/g, '');
    const file = { path, text };
    for (const name of secretNames) {
      if (new RegExp(`\\b${name}\\b`).test(file.text)) problems.push(`${file.path} names the secret ${name}`);
    }
    for (const value of secretValues) {
      if (value.length >= 8 && file.text.includes(value))
        problems.push(`${file.path} contains the value of a secret variable`);
    }
    for (const [label, pattern] of secretShapes)
      if (pattern.test(file.text)) problems.push(`${file.path} contains ${label}`);
    if (serviceRoleJwt(file.text)) problems.push(`${file.path} contains a Supabase service_role key`);
  }
  return problems;
}
