import proxyAddr from 'proxy-addr';

/**
 * Which reverse proxies are trusted to say who the client is (FASTDRAW_TRUST_PROXY, docs/deploy.md
 * "Behind a reverse proxy"). X-Forwarded-For is read from the right: each proxy appends the address
 * it saw, so the client is the right-most address that no trusted proxy added. The left-most is
 * whatever the client wrote, and trusting it let anyone pick their address (issue 16).
 * - `false`: no proxy; the client is the socket's peer.
 * - a number n: the n proxies nearest to the server, whatever their addresses (only when nothing
 *   else can reach the server's port: a direct client could name any address).
 * - addresses: proxies at these addresses, CIDR ranges or names (`loopback`, `linklocal`,
 *   `uniquelocal`), as Fastify and Express take them; a peer not in the list is the client.
 * One trust function serves Fastify (request.ip, request.protocol) and the WebSocket upgrades
 * (realtime/socket-ip.ts), so both see the same client.
 */

export type TrustProxy = false | number | readonly string[];

export type TrustFunction = (address: string, hop: number) => boolean;

const OFF = ['', '0', 'false', 'no', 'off'];
const AMBIGUOUS = ['true', 'yes', 'on', 'all', '*'];

/** The setting of FASTDRAW_TRUST_PROXY; throws a message naming the variable for anything it cannot use. */
export function parseTrustProxy(text: string | undefined, name = 'FASTDRAW_TRUST_PROXY'): TrustProxy {
  const value = (text ?? '').trim();
  if (OFF.includes(value.toLowerCase())) return false;
  if (AMBIGUOUS.includes(value.toLowerCase())) {
    throw new Error(
      `${name}=${value} would trust every X-Forwarded-For address, which any client can write: set the number of proxies in front of the server (1 for one nginx) or their addresses (e.g. 127.0.0.1, 10.0.0.0/8)`,
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (!Number.isSafeInteger(hops) || hops > 100) throw new Error(`${name} must be a number of proxies (1-100) or a list of their addresses, got "${value}"`);
    return hops;
  }
  const list = value.split(',').map((item) => item.trim()).filter((item) => item !== '');
  if (list.length === 0) return false;
  trustFunction(list, name);
  return list;
}

/** The trust function of a setting (proxy-addr's `trust(address, hop)`); throws naming `name` for an address it cannot read. */
export function trustFunction(setting: TrustProxy, name = 'trustProxy'): TrustFunction {
  if (setting === false) return () => false;
  if (typeof setting === 'number') {
    if (!Number.isSafeInteger(setting) || setting < 0) throw new Error(`${name} must be a whole number of proxies, got ${setting}`);
    return (_address, hop) => hop < setting;
  }
  try {
    return proxyAddr.compile([...setting]);
  } catch (error) {
    throw new Error(`${name}: ${(error as Error).message} (give addresses, CIDR ranges such as 10.0.0.0/8, or loopback, linklocal, uniquelocal)`, { cause: error });
  }
}
