import pg from 'pg';
import { CONNECT_TIMEOUT_MS, resilientPool } from '../db/postgres';
import type { BusListener, BusTopic, RealtimeBus } from './bus';

/**
 * The realtime bus of several nodes sharing one PostgreSQL database: LISTEN/NOTIFY on one channel.
 *
 * - A dedicated listening connection (outside the pool: a pooled connection may be closed while
 *   idle, silently ending the LISTEN). When it breaks it is reopened with a growing delay (up to
 *   RECONNECT_MAX_MS); messages published while a node is not listening are lost for that node's
 *   sockets — delivery is at most once, like a dropped socket (clients reload what they need).
 * - Publishing goes through a one-connection pool (pg_notify), so messages leave in the order
 *   they were published and publishing works while the listener reconnects. Messages published
 *   while the previous statement is on its way leave together, in order, in the next one (up to
 *   PUBLISH_BATCH): under load a node writes one statement for many messages instead of one each
 *   (a bet in a follow room is a message per order). Each envelope carries the node's sequence
 *   number, because PostgreSQL delivers identical payloads of one transaction only once.
 * - NOTIFY payloads are limited to 8000 bytes. A message whose JSON is longer than
 *   INLINE_LIMIT_BYTES is stored in `realtime_bus_payloads` and only its id is notified; listeners
 *   read it by id. Stored payloads are deleted after PAYLOAD_KEEP_SECONDS (on the next store).
 *   The table is created when the bus opens (not a migration: the embedded database never needs it).
 * - Deliveries are handled one after the other, so a stored (large) message is not overtaken by
 *   a small one published after it.
 */

export const BUS_CHANNEL = 'fastdraw_realtime';
/** NOTIFY refuses payloads of 8000 bytes or more; this leaves room for the envelope. */
export const INLINE_LIMIT_BYTES = 7_500;
/** Largest message the bus carries at all (a stored payload). */
export const MAX_PAYLOAD_BYTES = 1024 * 1024;
const PAYLOAD_KEEP_SECONDS = 60;
/** Most messages sent in one statement (its parameters: the channel and one per message). */
export const PUBLISH_BATCH = 100;
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5_000;
/** Arbitrary constant, next to the migration (7_202_601) and scheduler (7_202_602) locks. */
const TABLE_LOCK_ID = 7_202_603;

/**
 * On the wire: the topic, the publishing node's sequence number (`n`, only to keep payloads of one
 * statement distinct) and either the payload (`p`) or the id of the stored payload (`r`).
 */
type Envelope = { t: BusTopic; n?: number; p: unknown } | { t: BusTopic; n?: number; r: number };

/** A message waiting to be published, and the caller waiting for it. */
interface Outgoing {
  topic: BusTopic;
  /** The payload as JSON, written once. */
  json: string;
  sent(): void;
  failed(error: unknown): void;
}

/** `SELECT pg_notify($1, $2), pg_notify($1, $3), …`: evaluated left to right, delivered in that order. */
const notifyStatement = (count: number): string =>
  `SELECT ${Array.from({ length: count }, (_, i) => `pg_notify($1, $${i + 2})`).join(', ')}`;

export interface PostgresBusOptions {
  logError?(error: unknown, message: string): void;
}

export class BusPayloadTooLarge extends Error {
  constructor(bytes: number) {
    super(`A realtime message of ${bytes} bytes is over the bus limit of ${MAX_PAYLOAD_BYTES} bytes`);
  }
}

const TOPICS: ReadonlySet<string> = new Set<BusTopic>(['chat', 'room', 'player', 'round']);

/** Opens the bus: fails (like the database pool) when PostgreSQL cannot be reached. */
export async function openPostgresBus(connectionString: string, options: PostgresBusOptions = {}): Promise<RealtimeBus & { readonly listening: boolean }> {
  const logError = options.logError ?? (() => undefined);
  // Survives the database's restarts like the main pool: a lost connection is logged and replaced.
  const publisher = resilientPool(connectionString, { max: 1, logError: (error) => logError(error, 'realtime bus: publishing connection failed') });
  await publisher.query(
    `DO $$ BEGIN
       PERFORM pg_advisory_xact_lock(${TABLE_LOCK_ID});
       CREATE TABLE IF NOT EXISTS realtime_bus_payloads (
         id         bigserial PRIMARY KEY,
         payload    text NOT NULL,
         created_at timestamptz NOT NULL DEFAULT now()
       );
     END $$`,
  );

  const listeners = new Set<BusListener>();
  let closed = false;
  let listener: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryDelay = RECONNECT_MIN_MS;
  let delivery: Promise<void> = Promise.resolve();

  const deliver = (topic: BusTopic, payload: unknown): void => {
    for (const subscriber of listeners) {
      try {
        subscriber(topic, payload);
      } catch (error) {
        logError(error, 'realtime bus subscriber failed');
      }
    }
  };

  async function handle(text: string | undefined): Promise<void> {
    const envelope = JSON.parse(text ?? 'null') as Envelope | null;
    if (!envelope || !TOPICS.has(envelope.t)) return;
    if ('p' in envelope) return deliver(envelope.t, envelope.p);
    const [row] = (await publisher.query<{ payload: string }>('SELECT payload FROM realtime_bus_payloads WHERE id = $1', [envelope.r])).rows;
    if (row) deliver(envelope.t, JSON.parse(row.payload));
  }

  async function listen(): Promise<void> {
    // Keepalive: a listener whose database host vanished notices, and reconnects.
    const client = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    const lost = (error?: Error) => {
      if (listener !== client) return;
      listener = null;
      if (error) logError(error, 'realtime bus: listening connection lost, reconnecting');
      client.end().catch(() => undefined);
      scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.channel !== BUS_CHANNEL) return;
      delivery = delivery.then(() => handle(message.payload)).catch((error: unknown) => logError(error, 'realtime bus: a message could not be read'));
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${BUS_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    listener = client;
    retryDelay = RECONNECT_MIN_MS;
  }

  function scheduleReconnect(): void {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      listen().catch((error: unknown) => {
        logError(error, 'realtime bus: reconnecting failed');
        retryDelay = Math.min(retryDelay * 2, RECONNECT_MAX_MS);
        scheduleReconnect();
      });
    }, retryDelay);
    retryTimer.unref();
  }

  try {
    await listen();
  } catch (error) {
    await publisher.end();
    throw error;
  }

  const outgoing: Outgoing[] = [];
  /** The sender while it runs: close() lets it finish what was published before. */
  let sending: Promise<void> | null = null;
  let sequence = 0;

  /** The envelopes that fit a notification, in order; a longer message is stored and notified by id. */
  async function envelopeOf(message: Outgoing): Promise<string> {
    // The envelope around the payload's JSON, without writing the payload again.
    const inline = `{"t":${JSON.stringify(message.topic)},"n":${++sequence},"p":${message.json}}`;
    if (Buffer.byteLength(inline) <= INLINE_LIMIT_BYTES) return inline;
    await publisher.query(`DELETE FROM realtime_bus_payloads WHERE created_at < now() - make_interval(secs => $1)`, [PAYLOAD_KEEP_SECONDS]);
    const [row] = (await publisher.query<{ id: number }>('INSERT INTO realtime_bus_payloads (payload) VALUES ($1) RETURNING id', [message.json])).rows;
    return JSON.stringify({ t: message.topic, n: sequence, r: row!.id } satisfies Envelope);
  }

  function startSending(): void {
    sending = sendOutgoing().finally(() => {
      sending = null;
      // Published between the loop's last look and now.
      if (outgoing.length > 0) startSending();
    });
  }

  /** Sends what is waiting, a statement at a time, until nothing is: one sender, so order is kept. */
  async function sendOutgoing(): Promise<void> {
    while (outgoing.length > 0) {
      const batch = outgoing.splice(0, PUBLISH_BATCH);
      try {
        const envelopes: string[] = [];
        for (const message of batch) envelopes.push(await envelopeOf(message));
        await publisher.query(notifyStatement(envelopes.length), [BUS_CHANNEL, ...envelopes]);
        for (const message of batch) message.sent();
      } catch (error) {
        for (const message of batch) message.failed(error);
      }
    }
  }

  return {
    get listening() {
      return listener !== null;
    },
    publish(topic, payload) {
      if (closed) return Promise.resolve();
      const json = JSON.stringify(payload ?? null);
      const bytes = Buffer.byteLength(json);
      if (bytes > MAX_PAYLOAD_BYTES) return Promise.reject(new BusPayloadTooLarge(bytes));
      return new Promise<void>((sent, failed) => {
        outgoing.push({ topic, json, sent, failed });
        if (!sending) startSending();
      });
    },
    subscribe(subscriber) {
      listeners.add(subscriber);
      return () => listeners.delete(subscriber);
    },
    async close() {
      if (closed) return;
      closed = true;
      clearTimeout(retryTimer);
      listeners.clear();
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
      while (sending) await sending;
      await delivery;
      await publisher.end();
    },
  };
}
