import { createServer } from './app';
import { listenFromEnv, serverOptionsFromEnv } from './env';
import { DEMO_PLAYERS } from './domain/seed';

/** `npm start` / `npm run serve`: the reference server with the built client, configured by env. */

const listen = listenFromEnv(process.env);
const server = await createServer(serverOptionsFromEnv(process.env));
const address = await server.app.listen(listen);

// A wildcard host listens on every interface; localhost is the address to open on this machine.
const isWildcard = listen.host === '0.0.0.0' || listen.host === '::';
const url = isWildcard ? `http://localhost:${new URL(address).port}` : address;
console.log(`\nFastdraw is running at ${url}\nDemo players (invite code FAST01):`);
for (const player of DEMO_PLAYERS) {
  console.log(`  ${player.account} / ${player.password}  (withdrawal password ${player.withdrawPassword})`);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
