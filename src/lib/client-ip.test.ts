// The rate-limit key of a client address: IPv4 by address, IPv6 by /64 (security review F7).
import { describe, expect, it } from 'vitest'
import { clientKey, UNKNOWN_CLIENT } from './client-ip'

describe('clientKey', () => {
  it('keys an IPv4 address by itself', () => {
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7')
    expect(clientKey(' 203.0.113.255 ')).toBe('203.0.113.255')
  })

  it('keys every IPv6 address of one /64 alike, however it is written', () => {
    const key = '2001:db8:0:1::/64'
    for (const address of [
      '2001:db8:0:1::1',
      '2001:db8:0:1:ffff:ffff:ffff:ffff',
      '2001:0db8:0000:0001:0000:0000:0000:0001',
      '2001:DB8:0:1:a:b:c:d',
      '2001:db8::1:0:0:0:7',
      '[2001:db8:0:1::9]',
      '2001:db8:0:1::1%eth0',
    ])
      expect(clientKey(address), address).toBe(key)
    expect(clientKey('2001:db8:0:2::1'), 'the next /64 is another client').not.toBe(key)
  })

  it('reads the compressed forms', () => {
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
    expect(clientKey('::')).toBe('0:0:0:0::/64')
    expect(clientKey('2001:db8:1:2:3::')).toBe('2001:db8:1:2::/64')
  })

  it('drops a zone id', () => {
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(clientKey('fe80::abcd%25en0')).toBe('fe80:0:0:0::/64')
  })

  it('keys IPv4 inside IPv6 (mapped, NAT64) by the IPv4 address', () => {
    expect(clientKey('::ffff:1.2.3.4')).toBe('1.2.3.4')
    expect(clientKey('::FFFF:198.51.100.7')).toBe('198.51.100.7')
    expect(clientKey('::ffff:c633:6407')).toBe('198.51.100.7')
    expect(clientKey('0:0:0:0:0:ffff:1.2.3.4')).toBe('1.2.3.4')
    expect(clientKey('64:ff9b::203.0.113.9')).toBe('203.0.113.9')
  })

  it('puts what is not an address in one shared bucket', () => {
    for (const value of [
      undefined,
      null,
      '',
      'unknown',
      '1.2.3',
      '1.2.3.256',
      '01.2.3.4',
      '2001:db8::1::2',
      '2001:db8:0:0:0:0:0:0:1',
      '2001:db8:0:0:0:0:0',
      '12345::1',
      '::ffff:1.2.3.999',
      ':1:2:3:4:5:6:7',
      'x'.repeat(100),
    ])
      expect(clientKey(value), String(value)).toBe(UNKNOWN_CLIENT)
  })
})
