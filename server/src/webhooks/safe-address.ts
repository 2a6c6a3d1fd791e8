import { lookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook may not reach unless WEBHOOKS_ALLOW_PRIVATE=true: private (RFC 1918, RFC 4193),
 * loopback, link-local (cloud metadata at 169.254.169.254 among them), carrier-grade NAT, this
 * network, multicast and broadcast.
 */
const BLOCKED = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  BLOCKED.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  BLOCKED.addSubnet(net, bits, 'ipv6');
}

/** Whether an IP address is one a webhook may not reach (an IPv4-mapped IPv6 address is judged as IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return BLOCKED.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family === 6) return BLOCKED.check(address, 'ipv6');
  return true;
}

/** Every address a host name resolves to (an IP literal answers itself). */
export function resolveAll(host: string): Promise<string[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare)) return Promise.resolve([bare]);
  return new Promise((ok, fail) => lookup(bare, { all: true, verbatim: true }, (error, found) => (error ? fail(error) : ok(found.map((a) => a.address)))));
}

/**
 * A `lookup` for http.request that refuses to connect to a blocked address: the address checked is
 * the one connected to, so a name that resolved to a public address when the endpoint was
 * registered and to a private one now (DNS rebinding) is refused too.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: object, callback: (error: Error | null, address: string | { address: string; family: number }[], family?: number) => void): void => {
    lookup(hostname, { ...options, all: true, verbatim: true }, (error, found) => {
      if (error) return callback(error, '', 0);
      const list = found as { address: string; family: number }[];
      const blocked = !allowPrivate && list.find((a) => isPrivateAddress(a.address));
      if (blocked) return callback(new Error(`${hostname} resolves to ${blocked.address}, a private, loopback or link-local address`), '', 0);
      if ((options as { all?: boolean }).all) return callback(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}
