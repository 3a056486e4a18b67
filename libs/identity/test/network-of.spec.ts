import { networkOf } from '../src/rate-limit.service.js';

describe('networkOf: what a per-network limit counts', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:1:2::', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s counts as %s', (ip, network) => {
    expect(networkOf(ip)).toBe(network);
  });

  it('gives every address of one IPv6 /64 one count, so fresh addresses do not dodge a limit', () => {
    expect(new Set(['2001:db8:a:b::1', '2001:db8:a:b:ffff::2', '2001:DB8:A:B:1:2:3:4'].map(networkOf)).size).toBe(1);
    expect(networkOf('2001:db8:a:c::1')).not.toBe(networkOf('2001:db8:a:b::1'));
  });
});
