import { type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../_shared/clock.ts';
import { failures } from './errors.ts';

// As Supabase's storage signs and checks its URLs (src/storage/object.ts, src/internal/auth/jwt.ts):
// HS256 JWTs with the project's secret, verified by jose, whose messages reach the client.
export type Scope = 'upload' | 'download';
export type ObjectToken = JWTPayload & { url: string; scope?: Scope; upsert?: boolean; owner?: string };

/** Upload URLs live 2 hours, as on Supabase (its docs; the server's UPLOAD_SIGNED_URL_EXPIRATION_TIME). */
export const UPLOAD_URL_SECONDS = 2 * 60 * 60;

export type Tokens = ReturnType<typeof createTokens>;

export function createTokens(secret: string, clock: Clock) {
  const key = new TextEncoder().encode(secret);
  const nowSeconds = () => Math.floor(clock.now() / 1000);
  const sign = (payload: JWTPayload, seconds: number) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(nowSeconds())
      .setExpirationTime(nowSeconds() + seconds)
      .sign(key);
  const verify = async <T>(token: string) =>
    (await jwtVerify<T>(token, key, { algorithms: ['HS256'], currentDate: new Date(clock.now()) })).payload;

  return {
    /** The service role's key (what `supabase start` prints as service_role): the same for one secret. */
    serviceKey: () =>
      new SignJWT({ iss: 'supabase-demo', role: 'service_role' })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(key),
    signUpload: (url: string, upsert: boolean) => sign({ url, upsert, scope: 'upload' }, UPLOAD_URL_SECONDS),
    signDownload: (url: string, seconds: number) => sign({ url, scope: 'download' }, seconds),

    /** `Authorization: Bearer <service key>`, refused as Supabase's JWT check refuses. */
    async requireServiceRole(authorization: string | null | undefined): Promise<void> {
      const token = (authorization ?? '').replace(/^Bearer\s+/i, '');
      let payload: JWTPayload & { role?: string };
      try {
        payload = await verify<{ role?: string }>(token);
      } catch (error) {
        throw failures.accessDenied((error as Error).message);
      }
      if (payload.role !== 'service_role') throw failures.invalidRole();
    },

    /** Supabase's verifyObjectSignature: a valid JWT, of the scope, for exactly this object, unexpired. */
    async verifyObject(token: string, bucket: string, name: string, scope: Scope): Promise<ObjectToken> {
      let payload: ObjectToken;
      try {
        payload = await verify<ObjectToken>(token);
      } catch (error) {
        throw failures.invalidJwt((error as Error).message);
      }
      const scoped =
        payload.scope === scope ||
        (payload.scope === undefined && 'upsert' in payload === (scope === 'upload'));
      if (!scoped) throw failures.invalidSignature(`Token is not scoped for ${scope}`);
      if (payload.url !== `${bucket}/${name}`) throw failures.invalidSignature();
      if ((payload.exp ?? 0) * 1000 < clock.now()) throw failures.expiredSignature();
      return payload;
    },
  };
}
