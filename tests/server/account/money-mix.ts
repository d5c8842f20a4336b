import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPath, LotteryPath, PayPath } from '../../../models/api-paths';
import type { UserBank } from '../../../models/account';
import type { FastdrawServer } from '../../../server/app';
import type { DatabaseTarget } from '../../../server/db/open';
import { expireOverdueDeposits } from '../../../server/domain/payments/deposits';
import { call } from '../support/api';
import { expectMoneyConsistent } from '../games/ledger-invariants';
import { randomBet, seededRandom, type Random } from '../games/random-bets';
import { drawRound, fakeClock, lottery, OPEN_JSK3, openRound, order, startClockedServer } from '../games/support';
import { expectAccountMoneyConsistent } from './account-invariants';
import {
  admin,
  balanceOf,
  bindCard,
  captureMailer,
  cardDeposit,
  ledgerOf,
  newPlayer,
  OPERATOR_TOKEN,
  payCall,
  post,
  sandboxCallback,
  userOf,
  usdtDeposit,
  withdraw,
  type Player,
} from './support';

/**
 * Money under concurrency, run on PGlite (money-mix.test.ts) and on PostgreSQL (../postgres.test.ts),
 * where transactions really overlap: parallel withdrawals of one balance, replayed callbacks,
 * decisions and cancels, and a random concurrent mix of deposits, bets, cancels, withdrawals,
 * approvals, rejections and rebates over several draws — after which the ledger must replay to
 * every balance and every cause must have moved money exactly once.
 */

const REBATE_PERMILLE = 10;
const ROUNDS = 4;
const SUBS = 5;
const OPS_PER_PLAYER = 8;

export function describeAccountMoney(label: string, target: () => Promise<DatabaseTarget>): void {
  describe(`account money on ${label}`, () => {
    const clock = fakeClock(OPEN_JSK3);
    const mailer = captureMailer();
    let server: FastdrawServer;
    beforeAll(async () => {
      server = await startClockedServer(await target(), clock, {
        operatorToken: OPERATOR_TOKEN,
        mailer,
        account: { rebatePermille: REBATE_PERMILLE, withdraw: { dailyCount: 1_000 }, usdtWallets: { TRC20: 'TMixWalletAddressTRC20xxxxxxxxxxxx' } },
        // The expiry test sweeps by itself and counts what it marks; the server's own sweep stays out of it.
        depositSweepMs: 24 * 60 * 60 * 1000,
      });
      // Starting a server takes long on a busy test machine.
    }, 240_000);
    afterAll(() => server?.close());

    it('lets exactly one of 50 parallel withdrawals of the whole balance succeed', async () => {
      const player = await newPlayer(server, { balanceCents: 500_000 });
      const bank = await bindCard(server, player);
      const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw(server, player, bank, 500_000, { key: randomUUID() })));
      expect(answers.filter((answer) => answer.envelope.code === 0)).toHaveLength(1);
      expect(answers.every((answer) => answer.status === 200 && [0, 2001].includes(answer.envelope.code))).toBe(true);
      expect(await balanceOf(server, player)).toBe(0);
    });

    it('gives 20 concurrent replays of a payment callback, a withdrawal, a rejection and a cancel one effect each', async () => {
      const player = await newPlayer(server, { balanceCents: 100_000 });
      const bank = await bindCard(server, player);
      const { orderId } = await cardDeposit(server, player, 100_000);
      const event = { orderId, providerTxId: `TX-${orderId}`, outcome: 'paid' as const, amountCents: 100_000 };
      const callbacks = await Promise.all(Array.from({ length: 20 }, () => sandboxCallback(server, event)));
      expect(callbacks.every((answer) => answer.statusCode === 200)).toBe(true);
      expect(await balanceOf(server, player)).toBe(201_000);

      const key = randomUUID();
      const withdrawals = await Promise.all(Array.from({ length: 20 }, () => withdraw(server, player, bank, 50_000, { key })));
      expect(new Set(withdrawals.map((answer) => JSON.stringify(answer.envelope))).size).toBe(1);
      const { withdrawId } = withdrawals[0]!.envelope.data;
      expect(await balanceOf(server, player)).toBe(151_000);
      const rejections = await Promise.all(Array.from({ length: 20 }, () => admin(server, 'reject-withdrawal', { id: withdrawId, reason: 'mix' })));
      expect(rejections.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(await balanceOf(server, player)).toBe(201_000);

      const slot = await openRound(server, clock, 1);
      const bet = randomBet(seededRandom(7), lottery(1), slot.prizeNo)!;
      const placed = await order(server, player, 'k3', bet.body);
      expect(placed.envelope.code).toBe(0);
      expect(await balanceOf(server, player)).toBeLessThan(201_000);
      const cancelKey = randomUUID();
      const cancels = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(server.app, 'POST', LotteryPath.orderCancel, { body: { orderId: placed.envelope.data.id }, token: player.token, idempotencyKey: i < 10 ? cancelKey : randomUUID() }),
        ),
      );
      expect(cancels.filter((answer) => answer.envelope.code === 0).length).toBeGreaterThanOrEqual(1);
      expect(cancels.every((answer) => [0, 3010].includes(answer.envelope.code))).toBe(true);
      expect((await ledgerOf(server, player)).filter((row) => row.type === 6)).toHaveLength(1);
      expect(await balanceOf(server, player)).toBe(201_000);
      await expectMoneyConsistent(server.db);
      await expectAccountMoneyConsistent(server.db, REBATE_PERMILLE);
    });

    it('stores the expiry of overdue deposits in bounded batches, once, beside parallel sweeps and late callbacks', async () => {
      const player = await newPlayer(server);
      const overdue = await Promise.all(Array.from({ length: 5 }, async (_, i) => (await cardDeposit(server, player, 10_000 + i)).orderId));
      const open = (await cardDeposit(server, player, 20_000)).orderId;
      const usdt = await usdtDeposit(server, player, 72_000);
      expect((await payCall(server, player, PayPath.submitTxId, { orderId: usdt, txId: randomUUID().replaceAll('-', '') })).envelope.code).toBe(0);
      await server.db.query(`UPDATE deposits SET expires_at = now() - interval '1 second' WHERE order_id = ANY($1::text[])`, [[...overdue, usdt]]);
      const stored = async (orderIds: string[]) =>
        (await server.db.query<{ order_id: string; status: number }>('SELECT order_id, status FROM deposits WHERE order_id = ANY($1::text[])', [orderIds])).map((row) => row.status).sort();
      const usdtStatus = await stored([usdt]);
      expect(usdtStatus).not.toEqual([0]);

      // One batch of two: the rest waits for the next sweep.
      expect(await expireOverdueDeposits(server.db, { batch: 2, maxBatches: 1 })).toBe(2);
      expect(await stored(overdue)).toEqual([0, 0, 0, 4, 4]);
      // Sweeps racing each other and the gateway's late callbacks: each order is marked once, none credited.
      const before = await balanceOf(server, player);
      const [sweeps, callbacks] = await Promise.all([
        Promise.all(Array.from({ length: 4 }, () => expireOverdueDeposits(server.db, { batch: 1 }))),
        Promise.all(overdue.map((orderId, i) => sandboxCallback(server, { orderId, providerTxId: `LATE-${orderId}`, outcome: 'paid', amountCents: 10_000 + i }))),
      ]);
      expect(callbacks.map((answer) => answer.statusCode)).toEqual([409, 409, 409, 409, 409]);
      expect(sweeps.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(3);
      expect(await stored(overdue)).toEqual([4, 4, 4, 4, 4]);
      expect(await balanceOf(server, player)).toBe(before);
      // Idempotent; an order still in time, and a submitted USDT transfer an operator must confirm, stay as they are.
      expect(await expireOverdueDeposits(server.db)).toBe(0);
      expect(await stored([open])).toEqual([0]);
      expect(await stored([usdt])).toEqual(usdtStatus);
      expect((await sandboxCallback(server, { orderId: overdue[0]!, providerTxId: `LATE2-${overdue[0]}`, outcome: 'paid', amountCents: 10_000 })).statusCode).toBe(409);
    });

    it('refuses cleanly, never with a 5xx, when players race for one e-mail address, one transaction id or one card', async () => {
      const players = [await newPlayer(server), await newPlayer(server), await newPlayer(server)];
      const email = `race.${players[0]!.account}@example.com`;
      const codes: string[] = [];
      for (const player of players) {
        expect((await post(server, player, AccountPath.sendEmail, { email, type: 2 })).envelope.code).toBe(0);
        codes.push(mailer.codeFor(email));
      }
      const binds = await Promise.all(players.map((player, i) => post(server, player, AccountPath.bindEmail, { email, code: codes[i], type: 2 })));
      expect(binds.every((answer) => answer.status === 200)).toBe(true);
      expect(binds.map((answer) => answer.envelope.code).sort()).toEqual([0, 1, 1]);

      const orders = await Promise.all(players.map((player) => usdtDeposit(server, player, 72_000)));
      const txId = randomUUID().replaceAll('-', '');
      const submits = await Promise.all(players.map((player, i) => payCall(server, player, PayPath.submitTxId, { orderId: orders[i], txId })));
      expect(submits.every((answer) => answer.status === 200)).toBe(true);
      expect(submits.map((answer) => answer.envelope.code).sort()).toEqual([0, 1, 1]);

      const card = `6222${Date.now()}`;
      const cards = await Promise.all(players.map((player) => bindCard(server, player, card).then(() => 0, () => 1)));
      expect(cards.sort()).toEqual([0, 1, 1]);
    });

    it('replays the ledger to every balance after a random concurrent mix over several draws', { timeout: 120_000 }, async () => {
      const agent = await newPlayer(server, { prefix: 'mixagent' });
      const code = (await userOf(server, agent)).inviteCode;
      const players: { player: Player; bank: UserBank }[] = [];
      for (let i = 0; i < SUBS + 2; i++) {
        const player = await newPlayer(server, { inviteCode: i < SUBS ? code : 'FAST01', prefix: 'mix' });
        players.push({ player, bank: await bindCard(server, player) });
      }
      const tally = { deposits: 0, bets: 0, cancels: 0, withdrawals: 0, rejections: 0, approvals: 0 };
      for (let round = 0; round < ROUNDS; round++) {
        const slot = await openRound(server, clock, 1);
        await Promise.all(players.map(({ player, bank }, i) => randomOps(server, player, bank, slot.prizeNo, seededRandom(round * 100 + i), tally)));
        await drawRound(server, clock, slot);
      }
      await server.scheduler.runOnce();
      if (process.env.FASTDRAW_MIX_TALLY) console.log(label, tally);
      expect(tally.deposits).toBeGreaterThan(0);
      expect(tally.bets).toBeGreaterThan(0);
      expect(tally.withdrawals).toBeGreaterThan(0);
      expect(tally.rejections + tally.approvals).toBeGreaterThan(0);
      expect((await ledgerOf(server, agent)).filter((row) => row.type === 4).length).toBeGreaterThan(0);
      await expectMoneyConsistent(server.db);
      await expectAccountMoneyConsistent(server.db, REBATE_PERMILLE);
    });
  });
}

type Tally = Record<'deposits' | 'bets' | 'cancels' | 'withdrawals' | 'rejections' | 'approvals', number>;

/** A player's random sequence of money operations within one open round, some replayed. */
async function randomOps(server: FastdrawServer, player: Player, bank: UserBank, prizeNo: string, random: Random, tally: Tally): Promise<void> {
  const placed: number[] = [];
  for (let op = 0; op < OPS_PER_PLAYER; op++) {
    const pick = random();
    if (pick < 0.25) {
      // A card deposit the gateway confirms (sometimes twice at once) or fails; or a USDT order an operator confirms.
      if (random() < 0.7) {
        const money = 10_000 + Math.floor(random() * 90) * 1_000;
        const { orderId } = await cardDeposit(server, player, money);
        const outcome = random() < 0.85 ? 'paid' : 'failed';
        const event = { orderId, providerTxId: `TX-${orderId}`, outcome, amountCents: money } as const;
        const replays = 1 + Math.floor(random() * 3);
        await Promise.all(Array.from({ length: replays }, () => sandboxCallback(server, event)));
      } else {
        const orderId = await usdtDeposit(server, player, 72_000);
        await payCall(server, player, PayPath.submitTxId, { orderId, txId: randomUUID().replaceAll('-', '') });
        await admin(server, 'confirm-deposit', { orderId });
      }
      tally.deposits += 1;
    } else if (pick < 0.6) {
      const bet = randomBet(random, lottery(1), prizeNo);
      if (!bet) continue;
      const key = randomUUID();
      const answer = await order(server, player, 'k3', bet.body, key);
      expect([0, 2001]).toContain(answer.envelope.code);
      if (answer.envelope.code !== 0) continue;
      tally.bets += 1;
      placed.push(answer.envelope.data.id);
      if (random() < 0.2) expect(await order(server, player, 'k3', bet.body, key)).toEqual(answer);
    } else if (pick < 0.7 && placed.length > 0) {
      const orderId = placed.splice(Math.floor(random() * placed.length), 1)[0]!;
      const cancel = await call(server.app, 'POST', LotteryPath.orderCancel, { body: { orderId }, token: player.token, idempotencyKey: randomUUID() });
      expect(cancel.envelope.code).toBe(0);
      tally.cancels += 1;
    } else {
      const amount = 10_000 + Math.floor(random() * 40) * 1_000;
      const answer = await withdraw(server, player, bank, amount, { key: randomUUID() });
      expect([0, 2001]).toContain(answer.envelope.code);
      if (answer.envelope.code !== 0) continue;
      tally.withdrawals += 1;
      const decision = random();
      if (decision < 0.4) {
        expect((await admin(server, 'reject-withdrawal', { id: answer.envelope.data.withdrawId, reason: 'mix' })).status).toBe(200);
        tally.rejections += 1;
      } else if (decision < 0.7) {
        expect((await admin(server, 'approve-withdrawal', { id: answer.envelope.data.withdrawId })).status).toBe(200);
        tally.approvals += 1;
      }
    }
  }
}
