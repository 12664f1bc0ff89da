// Who is asking, as far as rate limits are concerned. Without a proxy (TRUST_PROXY unset) it is the TCP
// peer, which no header can change. Behind proxies (TRUST_PROXY=true) it is the right-most address of
// X-Forwarded-For that is not one of our proxies: every proxy appends the address it was reached from,
// so everything to the left of our own proxies' entries was written by the client and is ignored.
import net from 'node:net';

export interface ClientAddressOptions {
  trustProxy: boolean;
  /** Addresses and CIDR ranges of our proxies (TRUSTED_PROXIES); empty means "the TCP peer is our one proxy". */
  trustedProxies: string[];
}

/** '::ffff:10.0.0.1' (an IPv4 peer on a dual-stack socket) is '10.0.0.1'. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return (mapped ? mapped[1] : trimmed).toLowerCase();
}

/** Parses TRUSTED_PROXIES entries ('10.0.0.1', '10.0.0.0/8', 'fd00::/8') into a BlockList; throws on a wrong one. */
export function trustedProxyList(entries: string[]): net.BlockList {
  const list = new net.BlockList();
  for (const raw of entries) {
    const [address, prefix] = raw.trim().split('/');
    const type = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : null;
    if (!type) throw new Error(`"${raw}" no es una dirección IP ni un rango CIDR`);
    if (prefix === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const bits = Number(prefix);
    if (!/^\d+$/.test(prefix) || bits > (type === 'ipv4' ? 32 : 128)) throw new Error(`"${raw}" no es un rango CIDR válido`);
    list.addSubnet(address, bits, type);
  }
  return list;
}

function isIn(list: net.BlockList, address: string): boolean {
  if (net.isIPv4(address)) return list.check(address, 'ipv4');
  if (net.isIPv6(address)) return list.check(address, 'ipv6');
  return false;
}

/**
 * The client's address for this request. `peer` is the socket's remote address (undefined for requests
 * made inside the process, which have no socket); `forwardedFor` the X-Forwarded-For header(s).
 */
export function createClientAddressResolver(options: ClientAddressOptions) {
  const trusted = options.trustedProxies.length > 0 ? trustedProxyList(options.trustedProxies) : null;
  return (peer: string | undefined, forwardedFor: string | null): string | undefined => {
    const socketAddress = peer ? normalizeAddress(peer) : undefined;
    if (!options.trustProxy || !forwardedFor) return socketAddress;
    const hops = forwardedFor
      .split(',')
      .map(normalizeAddress)
      .filter((hop) => hop !== '');
    if (!trusted) {
      // No list: the TCP peer is our proxy, and the address it appended is the client.
      const last = hops[hops.length - 1];
      return last && net.isIP(last) ? last : socketAddress;
    }
    // A peer that is not one of our proxies reached us directly: its own address is the client.
    if (socketAddress && !isIn(trusted, socketAddress)) return socketAddress;
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = hops[i];
      if (!net.isIP(hop)) return socketAddress; // not written by a proxy of ours: do not let it choose
      if (!isIn(trusted, hop)) return hop;
    }
    // Every hop is one of our proxies: the left-most is as close to the client as we can know.
    return hops[0] ?? socketAddress;
  };
}
