import { describe, expect, it } from 'vitest';
import { addressClass, embeddedIPv4, refusedAddress } from './address-rules';

describe('feed address rules', () => {
  it.each([
    ['8.8.8.8', null],
    ['93.184.216.34', null],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', null],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['0.0.0.0', 'reserved'],
    ['224.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['2606:4700:4700::1111', null],
    ['::1', 'loopback'],
    ['::', 'reserved'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['fd12:3456::1', 'private'],
    ['fc00::1', 'private'],
    ['ff02::1', 'reserved'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::FFFF:10.1.2.3', 'private'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['::ffff:8.8.8.8', null],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::808:808', null],
    ['not an address', 'reserved'],
  ])('%s is %s', (address, expected) => {
    expect(addressClass(address)).toBe(expected);
  });

  it.each([
    ['::ffff:192.168.0.1', '192.168.0.1'],
    ['0:0:0:0:0:ffff:c0a8:1', '192.168.0.1'],
    ['::1', null],
    ['2001:db8::1', null],
  ])('%s carries %s', (address, expected) => {
    expect(embeddedIPv4(address)).toBe(expected);
  });

  it.each([
    [
      '127.0.0.1',
      true,
      "The feed's address leads to a loopback address (127.0.0.1), which feeds may not reach",
    ],
    ['127.0.0.1', false, null],
    ['::ffff:127.0.0.1', false, null],
    [
      '10.0.0.1',
      false,
      "The feed's address leads to a private address (10.0.0.1), which feeds may not reach",
    ],
    [
      '169.254.169.254',
      false,
      "The feed's address leads to a link-local address (169.254.169.254), which feeds may not reach",
    ],
    ['8.8.8.8', true, null],
  ])('%s in production %s: %s', (address, production, expected) => {
    expect(refusedAddress(address, production)).toBe(expected);
  });
});
