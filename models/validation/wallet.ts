/**
 * USDT wallet addresses (TRC20 on TRON, ERC20 on Ethereum): format and checksum, so a typo or a
 * made-up address is refused before it is bound for good. The same check runs in the client and
 * on the server (server/domain/banking/bind.ts).
 */
import Hex from 'crypto-js/enc-hex.js';
import SHA256 from 'crypto-js/sha256.js';
import SHA3 from 'crypto-js/sha3.js';

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** A TRON address: 'T' and 33 more base58 characters (25 bytes: 0x41, 20 bytes, 4 of checksum). */
const TRON_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
const TRON_PREFIX = 0x41;
const ETHEREUM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** Base58 text as bytes (big-endian, leading '1's as zero bytes). */
function base58Bytes(text: string): number[] {
  let value = 0n;
  for (const char of text) value = value * 58n + BigInt(BASE58_ALPHABET.indexOf(char));
  const bytes: number[] = [];
  for (; value > 0n; value >>= 8n) bytes.unshift(Number(value & 0xffn));
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0);
  }
  return bytes;
}

const toHex = (bytes: readonly number[]): string => bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** TRON base58check: version byte 0x41 and the first 4 bytes of sha256(sha256(payload)). */
export function isTronAddress(address: string): boolean {
  if (!TRON_ADDRESS.test(address)) return false;
  const bytes = base58Bytes(address);
  if (bytes.length !== 25 || bytes[0] !== TRON_PREFIX) return false;
  const payload = Hex.parse(toHex(bytes.slice(0, 21)));
  const checksum = SHA256(SHA256(payload)).toString(Hex).slice(0, 8);
  return checksum === toHex(bytes.slice(21));
}

/**
 * An Ethereum address: 0x and 40 hex digits; in mixed case, the EIP-55 checksum must hold (each
 * letter upper-case exactly where keccak256 of the lower-case address has a nibble ≥ 8).
 * All-lower or all-upper addresses carry no checksum and are taken as they are.
 */
export function isEthereumAddress(address: string): boolean {
  if (!ETHEREUM_ADDRESS.test(address)) return false;
  const digits = address.slice(2);
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return true;
  // crypto-js's SHA3 is the original Keccak, which is what Ethereum uses.
  const hash = SHA3(digits.toLowerCase(), { outputLength: 256 }).toString(Hex);
  return [...digits].every((char, index) => {
    if (/\d/.test(char)) return true;
    const upper = parseInt(hash[index]!, 16) >= 8;
    return upper ? char === char.toUpperCase() : char === char.toLowerCase();
  });
}

/** Whether `address` is a valid wallet of the USDT bank `bankCode` (USDTTRC20 or USDTERC20). */
export function isWalletAddressOf(bankCode: string, address: string): boolean {
  if (bankCode === 'USDTTRC20') return isTronAddress(address);
  if (bankCode === 'USDTERC20') return isEthereumAddress(address);
  return false;
}
