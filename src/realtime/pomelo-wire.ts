import type { PomeloOutgoing } from '../../machines/chat/realtime-connection.machine';
import {
  decodeFrame,
  dictionaryFromCodes,
  encodeHandshake,
  encodeNotify,
  encodeRequest,
  HandshakeCode,
  HANDSHAKE_ACK_FRAME,
  HEARTBEAT_FRAME,
  type HandshakeResponse,
  type PomeloEvent,
  type RouteDictionary,
} from '../../models/realtime/pomelo';
import { ProtocolError } from '../../models/realtime/protocol';

/**
 * The bytes of the realtime socket (src/realtime/pomelo-socket.ts): the machine's packets to
 * frames, and a frame to packets, keeping the route dictionary the accepted handshake brings.
 */

export { ProtocolError };

export function encode(packet: PomeloOutgoing, dict: RouteDictionary | undefined): Uint8Array {
  switch (packet.kind) {
    case 'handshake':
      return encodeHandshake(packet.body);
    case 'handshakeAck':
      return HANDSHAKE_ACK_FRAME;
    case 'heartbeat':
      return HEARTBEAT_FRAME;
    case 'request':
      return encodeRequest(packet.id, packet.route, packet.body, dict);
    case 'notify':
      return encodeNotify(packet.route, packet.body, dict);
  }
}

/** The dictionary of an accepted handshake's `sys`, if it brings one. */
export function dictionaryOfHandshake(body: unknown): RouteDictionary | undefined {
  const answer = body as HandshakeResponse | null;
  if (answer?.code !== HandshakeCode.ok) return undefined;
  const codes = answer.sys?.dict ?? answer.sys?.routeToCode;
  return codes ? dictionaryFromCodes(codes) : undefined;
}

/** Every packet of one frame; the route dictionary follows an accepted handshake's. */
export function frameReader() {
  let dict: RouteDictionary | undefined;
  return {
    read(frame: Uint8Array): PomeloEvent[] {
      const packets = decodeFrame(frame, dict);
      for (const packet of packets) if (packet.kind === 'handshake') dict = dictionaryOfHandshake(packet.body) ?? dict;
      return packets;
    },
    encode: (packet: PomeloOutgoing) => encode(packet, dict),
  };
}
