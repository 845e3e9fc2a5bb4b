import { limitedParty } from './check-limits';

describe('the party a lot check limit counts', () => {
  it('is an IPv4 address itself', () => {
    expect(limitedParty('203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 network of an IPv6 address, however it is written', () => {
    expect(limitedParty('2001:db8:aa:1::1')).toBe('2001:db8:aa:1::/64');
    expect(limitedParty('2001:0db8:00aa:0001:ffff:0:0:2')).toBe('2001:db8:aa:1::/64');
    expect(limitedParty('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitedParty('::1')).toBe('0:0:0:0::/64');
  });
});
