import { describe, expect, it } from 'vitest';
import { clientRateKey } from './client-key';

describe('clientRateKey', () => {
  it('keeps an IPv4 address and unwraps an IPv4-mapped one', () => {
    expect(clientRateKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientRateKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys every address of one IPv6 /64 alike, and different /64s apart', () => {
    const a = clientRateKey('2001:db8:abcd:12::1');
    expect(a).toBe('2001:db8:abcd:12::/64');
    expect(clientRateKey('2001:0db8:abcd:0012:ffff:eeee:dddd:cccc')).toBe(a);
    expect(clientRateKey('2001:db8:abcd:12:1:2:3:4')).toBe(a);
    expect(clientRateKey('2001:db8:abcd:13::1')).not.toBe(a);
    expect(clientRateKey('::1')).toBe('0:0:0:0::/64');
    expect(clientRateKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });
});
