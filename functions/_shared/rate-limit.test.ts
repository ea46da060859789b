import { describe, expect, it } from 'vitest';
import { addressBucket, addressNeighbourhood, clientAddress, createClientHashes } from './rate-limit.ts';

describe('addressBucket', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:a:b:c:d', '2001:db8:1:2::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['fe80::1%eth0', 'fe80::/64'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['::1', '::/64'],
    ['not an address', 'not an address'],
    ['1:2:3', '1:2:3'],
  ])('counts %s as %s', (address, bucket) => {
    expect(addressBucket(address)).toBe(bucket);
  });
});

describe('addressNeighbourhood', () => {
  it.each([
    ['198.51.100.7', '198.51.100.0/24'],
    ['198.51.100.255', '198.51.100.0/24'],
    ['::ffff:198.51.100.7', '198.51.100.0/24'],
    ['2001:db8:1:2::1', '2001:db8:1::/48'],
    ['2001:db8:1:ffff:a:b:c:d', '2001:db8:1::/48'],
    ['2001:db8:1:2::/64', '2001:db8:1::/48'],
    ['2001:db8:2:2::1', '2001:db8:2::/48'],
  ])('counts %s in %s', (address, neighbourhood) => {
    expect(addressNeighbourhood(address)).toBe(neighbourhood);
  });

  it('has none for what is no address', () => {
    expect(addressNeighbourhood('not an address')).toBeUndefined();
    expect(addressNeighbourhood('1:2:3')).toBeUndefined();
  });

  it('gives the /64s of one /48 one neighbourhood hash, each its own client hash', async () => {
    const hashes = createClientHashes('client-hashes-test-secret-0123456789ab');
    const [a, b, other] = await Promise.all(
      ['2001:db8:1:2::/64', '2001:db8:1:3::/64', '2001:db8:9:2::/64'].map(hashes),
    );
    expect(a?.neighbourhood).toBe(b?.neighbourhood);
    expect(a?.client).not.toBe(b?.client);
    expect(other?.neighbourhood).not.toBe(a?.neighbourhood);
    expect(a?.neighbourhood).toMatch(/^[0-9a-f]{64}$/);
    expect((await hashes('not an address')).neighbourhood).toBeUndefined();
  });
});

describe('clientAddress', () => {
  const request = (headers: Record<string, string> = {}) => new Request('http://x/', { headers });

  it('reads only the configured header when there is one, never X-Forwarded-For or the proxy’s socket', () => {
    const header = 'cf-connecting-ip';
    expect(clientAddress(request({ [header]: ' 203.0.113.9 ' }), '10.0.0.1', header)).toBe('203.0.113.9');
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.9' }), '10.0.0.1', header)).toBeUndefined();
    expect(clientAddress(request({ [header]: '' }), '10.0.0.1', header)).toBeUndefined();
  });

  it('reads the socket’s address when no header is configured (the local runner)', () => {
    expect(clientAddress(request({ 'cf-connecting-ip': '203.0.113.9' }), '10.0.0.1', undefined)).toBe(
      '10.0.0.1',
    );
    expect(clientAddress(request(), undefined, undefined)).toBeUndefined();
  });
});
