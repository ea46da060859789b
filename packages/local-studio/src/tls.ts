// The Studio's API must speak HTTP/2, which browsers only speak over TLS. A small local certificate
// authority (kept, so a browser that trusts it once keeps trusting it) signs the server certificate.
// @peculiar/x509 resolves its parts through decorators that need this polyfill loaded first.
import 'reflect-metadata';
import { webcrypto } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AsnConvert } from '@peculiar/asn1-schema';
import {
  GeneralName,
  GeneralSubtree,
  GeneralSubtrees,
  id_ce_nameConstraints,
  NameConstraints,
} from '@peculiar/asn1-x509';
import * as x509 from '@peculiar/x509';

x509.cryptoProvider.set(webcrypto);

const algorithm = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const day = 86_400_000;
/** Browsers refuse server certificates valid for longer than 398 days. */
const serverDays = 397;
const caDays = 3650;
/** Reissue the server certificate this long before it expires. */
const renewBeforeMs = 30 * day;
/** Private keys are readable by their owner only. */
const secret = { mode: 0o600 };

export type TlsFiles = { caCertPath: string; cert: string; key: string };

type KeyPair = { publicKey: webcrypto.CryptoKey; privateKey: webcrypto.CryptoKey };

/** A reader never sees half a key: write beside it, then rename over it. */
async function writeFileAtomic(path: string, data: string, options: { mode?: number } = {}): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, data, options);
  await rename(temporary, path);
}

async function readOptional(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return undefined;
  }
}

function keyToPem(der: ArrayBuffer): string {
  return x509.PemConverter.encode(der, 'PRIVATE KEY');
}

async function importKey(pem: string, publicKey: webcrypto.CryptoKey): Promise<KeyPair> {
  const privateKey = await webcrypto.subtle.importKey(
    'pkcs8',
    x509.PemConverter.decodeFirst(pem),
    algorithm,
    true,
    ['sign'],
  );
  return { privateKey, publicKey };
}

/** The authority may only vouch for `localhost` and its subdomains, so trusting it risks nothing else. */
function localhostOnly(): x509.Extension {
  const constraints = new NameConstraints({
    permittedSubtrees: new GeneralSubtrees([
      new GeneralSubtree({ base: new GeneralName({ dNSName: 'localhost' }) }),
    ]),
  });
  return new x509.Extension(id_ce_nameConstraints, true, AsnConvert.serialize(constraints));
}

async function createAuthority(dir: string): Promise<{ cert: x509.X509Certificate; keys: KeyPair }> {
  const keys = (await webcrypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])) as KeyPair;
  const now = Date.now();
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serial(),
    name: 'CN=Nordkyst Byg local development CA, O=Nordkyst Byg (local)',
    notBefore: new Date(now - day),
    notAfter: new Date(now + caDays * day),
    keys,
    signingAlgorithm: algorithm,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
      localhostOnly(),
    ],
  });
  await writeFileAtomic(
    join(dir, 'ca.key'),
    keyToPem(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey)),
    secret,
  );
  await writeFileAtomic(join(dir, 'ca.crt'), cert.toString('pem'));
  return { cert, keys };
}

async function loadAuthority(
  dir: string,
): Promise<{ cert: x509.X509Certificate; keys: KeyPair } | undefined> {
  const [certPem, keyPem] = await Promise.all([
    readOptional(join(dir, 'ca.crt')),
    readOptional(join(dir, 'ca.key')),
  ]);
  if (!certPem || !keyPem) return undefined;
  const cert = new x509.X509Certificate(certPem);
  if (cert.notAfter.getTime() - Date.now() < renewBeforeMs) return undefined;
  return { cert, keys: await importKey(keyPem, await cert.publicKey.export(algorithm, ['verify'])) };
}

function serial(): string {
  return Buffer.from(webcrypto.getRandomValues(new Uint8Array(16)))
    .toString('hex')
    .replace(/^[89a-f]/, '1');
}

/** Host names the server answers to: the bare host (login, images) and the project's data host. */
export function serverNames(projectId: string): string[] {
  return ['localhost', '*.localhost', `${projectId}.localhost`];
}

function coversNames(cert: x509.X509Certificate, names: string[]): boolean {
  const san = cert.getExtension(x509.SubjectAlternativeNameExtension);
  const dns = new Set(san?.names.items.filter((n) => n.type === 'dns').map((n) => n.value));
  return names.every((name) => dns.has(name));
}

/**
 * The server's key and certificate, signed by the local authority; both are created on the first start
 * and reissued when they are about to expire or do not name the project's host.
 */
export async function ensureTls(dir: string, projectId: string): Promise<TlsFiles> {
  await mkdir(dir, { recursive: true });
  const names = serverNames(projectId);
  const caCertPath = join(dir, 'ca.crt');
  const [certPem, keyPem] = await Promise.all([
    readOptional(join(dir, 'server.crt')),
    readOptional(join(dir, 'server.key')),
  ]);
  let authority = await loadAuthority(dir);
  if (certPem && keyPem && authority) {
    const cert = new x509.X509Certificate(certPem);
    const fresh = cert.notAfter.getTime() - Date.now() > renewBeforeMs;
    if (fresh && coversNames(cert, names) && (await cert.verify({ publicKey: authority.cert.publicKey })))
      return { caCertPath, cert: certPem, key: keyPem };
  }
  authority ??= await createAuthority(dir);
  const keys = (await webcrypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])) as KeyPair;
  const now = Date.now();
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: serial(),
    subject: 'CN=localhost',
    issuer: authority.cert.subject,
    notBefore: new Date(now - day),
    notAfter: new Date(now + serverDays * day),
    publicKey: keys.publicKey,
    signingKey: authority.keys.privateKey,
    signingAlgorithm: algorithm,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension([
        ...names.map((value) => ({ type: 'dns' as const, value })),
        { type: 'ip', value: '127.0.0.1' },
      ]),
      await x509.AuthorityKeyIdentifierExtension.create(authority.cert),
    ],
  });
  // The chain: the server certificate, then the authority that signed it.
  const chain = `${cert.toString('pem')}\n${authority.cert.toString('pem')}\n`;
  const key = keyToPem(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey));
  await writeFileAtomic(join(dir, 'server.key'), key, secret);
  await writeFileAtomic(join(dir, 'server.crt'), chain);
  return { caCertPath, cert: chain, key };
}
