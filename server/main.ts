import { createServer } from './app';
import { keepFilesPrivate, repairPrivateModes } from './db/private-files';
import { demoFromEnv, deskListenFromEnv, listenFromEnv, serverOptionsFromEnv, stateDirFromEnv } from './env';
import { DEMO_INVITE_CODE, DEMO_PLAYERS } from './domain/seed';
import { removeServerFile, resolveOperatorToken, writeServerFile } from './operator/state-files';
import { ADMIN_PREFIX } from './routes/admin';
import { DEV_MAILBOX_PATH } from './routes/dev-mailbox';
import { SHUTDOWN_DEADLINE_MS, SHUTDOWN_GRACE_MS } from './http/timeouts';

/** `npm start` / `npm run serve`: the reference server with the built client, configured by env. */

// The data directory is this user's alone (docs/deploy.md "Files"): what this process writes, and what an earlier one left.
keepFilesPrivate();
const listen = listenFromEnv(process.env);
const stateDir = stateDirFromEnv(process.env);
if (repairPrivateModes(stateDir).truncated) console.warn(`${stateDir}: too many files to check all their modes; run chmod -R go-rwx on it`);
const operatorToken = resolveOperatorToken(stateDir, process.env.FASTDRAW_OPERATOR_TOKEN);
const server = await createServer({ ...serverOptionsFromEnv(process.env), operatorToken });
const address = await server.app.listen(listen);
const port = Number(new URL(address).port);
// The service desk on a port of its own (FASTDRAW_DESK_PORT), by default reachable from this machine only.
const deskListen = deskListenFromEnv(process.env);
const deskAddress = server.desk && deskListen ? await server.desk.app.listen(deskListen) : null;

// The operator CLI on this machine finds the server here (admin API on loopback only).
const loopbackHost = listen.host === '::' || listen.host === '::1' ? '[::1]' : '127.0.0.1';
writeServerFile(stateDir, { pid: process.pid, adminUrl: `http://${loopbackHost}:${port}${ADMIN_PREFIX}`, startedAt: new Date().toISOString() });

// A wildcard host listens on every interface; localhost is the address to open on this machine.
const isWildcard = listen.host === '0.0.0.0' || listen.host === '::';
const url = isWildcard ? `http://localhost:${port}` : address;
console.log(`\nFastdraw is running at ${url}`);
if (demoFromEnv(process.env)) {
  console.log(`Demo players (invite code ${DEMO_INVITE_CODE}):`);
  for (const player of DEMO_PLAYERS) {
    console.log(`  ${player.account} / ${player.password}  (withdrawal password ${player.withdrawPassword})`);
  }
  console.log(`Demo mode (FASTDRAW_DEMO=0 turns it off): sandbox payments, USDT credited on submission, e-mail codes at ${url}${DEV_MAILBOX_PATH}`);
} else {
  console.log('Production mode: no demo data. First steps (invite code, payment methods): docs/deploy.md "The first five minutes of an operator"');
}
// Also in the log; here so that whoever starts the server sees them.
for (const warning of server.warnings) console.warn(`\n*** WARNING: ${warning} ***`);
if (deskAddress) console.log(`Service desk: ${deskAddress}/desk`);
console.log('Operator commands: npm run cli -- pending | approve-withdrawal <id> | reject-withdrawal <id> | confirm-deposit <orderId> | credit … (see docs/api.md)');

// Shutdown (docs/api.md "Timeouts and shutdown"): stop accepting, let in-flight requests finish,
// cut whatever connections remain after the grace period, close the database, exit.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    removeServerFile(stateDir);
    const cut = setTimeout(() => {
      server.app.log.warn('cutting the connections still open after the grace period');
      server.app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    setTimeout(() => {
      server.app.log.error('shutdown did not finish in time: exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    server.close().then(
      () => {
        clearTimeout(cut);
        process.exit(0);
      },
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
