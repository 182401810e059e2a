import { expect, it } from 'vitest';
import { networkOf } from './billing-service';

it('groups addresses by network: IPv4 as is, IPv6 by /64, mapped IPv4 as IPv4', () => {
  expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
  expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  expect(networkOf('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
  expect(networkOf('2001:0DB8:0001:0002:0:0:0:1')).toBe('2001:db8:1:2::/64');
  expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(networkOf('::1')).toBe('0:0:0:0::/64');
});
