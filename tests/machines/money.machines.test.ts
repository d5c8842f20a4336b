import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { ORDER_POLL_MS, depositMachine } from '../../machines/account/deposit.machine';
import { isPayUrl } from '../../models/account';
import { CLOCK_TICK_MS, emailCodeMachine, resendSeconds, RESEND_SECONDS, type ClockTick } from '../../machines/account/email-code.machine';
import { COPIED_MS, usdtDepositMachine } from '../../machines/account/usdt-deposit.machine';
import type { DepositAnswer, DepositOrder, PayListAnswer, SendEmailRequest } from '../../models/account';
import { fakeMoneyState } from '../support/fake-money';
import { apiError, deferred, flush } from './support';

/** A wall clock of the tests: SimulatedClock time from a fixed epoch. */
const EPOCH = Date.UTC(2026, 10, 22, 12, 0, 0);

const ticker = (clock: SimulatedClock) =>
  fromCallback<ClockTick, { intervalMs: number }>(({ sendBack, input }) => {
    let id: ReturnType<SimulatedClock['setTimeout']>;
    const loop = () => {
      sendBack({ type: 'clock.tick', now: EPOCH + clock.now() });
      id = clock.setTimeout(loop, input.intervalMs);
    };
    loop();
    return () => clock.clearTimeout(id);
  });

function startCode({ type = 2 as const, stored = null as number | null, send = async (): Promise<number> => RESEND_SECONDS } = {}) {
  const clock = new SimulatedClock();
  const sent: SendEmailRequest[] = [];
  const store = vi.fn();
  const machine = emailCodeMachine.provide({
    actors: {
      loadResendDeadline: fromPromise(async () => ({ resendUntil: stored, now: EPOCH + clock.now() })),
      sendCode: fromPromise<{ resendAfter: number; receivedAt: number }, SendEmailRequest>(async ({ input }) => {
        sent.push(input);
        return { resendAfter: await send(), receivedAt: EPOCH + clock.now() };
      }),
      ticker: ticker(clock),
    },
    actions: { storeResendDeadline: (_, params) => store(params.type, params.until) },
  });
  const actor = createActor(machine, { clock, input: { type } }).start();
  return { actor, clock, sent, store };
}

describe('e-mail code and its resend block (SimulatedClock)', () => {
  it('counts down the server’s 120 s from the answer, second by second, then allows a resend and forgets the deadline', async () => {
    const { actor, clock, sent, store } = startCode();
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'code.send', email: ' player@fastdraw.test ' });
    await flush();
    expect(sent).toEqual([{ type: 2, email: 'player@fastdraw.test' }]);
    expect(store).toHaveBeenLastCalledWith(2, EPOCH + RESEND_SECONDS * 1000);
    expect(resendSeconds(actor.getSnapshot())).toBe(120);
    expect(actor.getSnapshot().context.notice).toBe('money:email.codeSent');
    clock.increment(CLOCK_TICK_MS);
    expect(resendSeconds(actor.getSnapshot())).toBe(119);
    // A send while cooling does nothing.
    actor.send({ type: 'code.send', email: 'player@fastdraw.test' });
    await flush();
    expect(sent).toHaveLength(1);
    clock.increment(118 * CLOCK_TICK_MS);
    expect(resendSeconds(actor.getSnapshot())).toBe(1);
    expect(actor.getSnapshot().value).toBe('cooling');
    clock.increment(CLOCK_TICK_MS);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(resendSeconds(actor.getSnapshot())).toBe(0);
    expect(store).toHaveBeenLastCalledWith(2, null);
  });

  it('after a reload, counts on from the stored deadline', async () => {
    const { actor, clock } = startCode({ stored: EPOCH + 45_500 });
    await flush();
    expect(actor.getSnapshot().value).toBe('cooling');
    expect(resendSeconds(actor.getSnapshot())).toBe(46);
    clock.increment(45 * CLOCK_TICK_MS);
    expect(resendSeconds(actor.getSnapshot())).toBe(1);
    clock.increment(CLOCK_TICK_MS);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a stored deadline already past blocks nothing', async () => {
    const { actor } = startCode({ stored: EPOCH - 1 });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('type 2 checks the address before asking (§5); types 1 and 3 go to the bound address', async () => {
    const bind = startCode();
    await flush();
    bind.actor.send({ type: 'code.send', email: 'not-an-address' });
    await flush();
    expect(bind.sent).toEqual([]);
    expect(bind.actor.getSnapshot().context.error?.messageKey).toBe('validation:place_email_code');
    const withdraw = startCode({ type: 1 } as never);
    await flush();
    withdraw.actor.send({ type: 'code.send', email: '' });
    await flush();
    expect(withdraw.sent).toEqual([{ type: 1, email: '' }]);
  });

  it('a refusal (1001 asked too often) leaves the button usable and says why', async () => {
    const { actor, store } = startCode({ send: async () => Promise.reject(apiError(1001)) });
    await flush();
    actor.send({ type: 'code.send', email: 'player@fastdraw.test' });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error?.messageKey).toBe('errors:code.1001');
    expect(store).not.toHaveBeenCalled();
  });
});

describe('deposit: watching the order at the cashier (SimulatedClock)', () => {
  const list = (): PayListAnswer => ({ rechargeSwitch: '1', list: fakeMoneyState().methods });

  function startDeposit(statuses: DepositOrder['status'][]) {
    const clock = new SimulatedClock();
    const checks: string[] = [];
    const opened: string[] = [];
    const credited = vi.fn();
    const machine = depositMachine.provide({
      actors: {
        fetchPayList: fromPromise(async () => list()),
        fetchRechargeNotice: fromPromise(async () => ''),
        deposit: fromPromise(async (): Promise<DepositAnswer> => ({ orderId: 'D1', payUrl: 'https://cashier.test/pay/D1' })),
        fetchDepositOrder: fromPromise<DepositOrder, { orderId: string }>(async ({ input }) => {
          checks.push(input.orderId);
          const status = statuses.shift();
          if (status === undefined) throw apiError(502);
          return { orderId: 'D1', status, money: 10_000, bonus: 0 } as DepositOrder;
        }),
      },
      actions: { openWindow: (_, params) => opened.push(params.url), credited },
    });
    const actor = createActor(machine, { clock, input: { variant: 'cn' } }).start();
    return { actor, clock, checks, opened, credited };
  }

  it('checks every 3 s until paid, then tells the owner once', async () => {
    const { actor, clock, checks, opened, credited } = startDeposit([0, 0, 1]);
    await flush();
    actor.send({ type: 'deposit.preset', cents: 10_000 });
    actor.send({ type: 'deposit.submit' });
    await flush();
    expect(opened).toEqual(['https://cashier.test/pay/D1']);
    expect(actor.getSnapshot().matches({ awaiting: { poll: 'waiting' } })).toBe(true);
    clock.increment(ORDER_POLL_MS - 1);
    expect(checks).toHaveLength(0);
    clock.increment(1);
    await flush();
    expect(checks).toHaveLength(1);
    clock.increment(ORDER_POLL_MS);
    await flush();
    clock.increment(ORDER_POLL_MS);
    await flush();
    expect(checks).toHaveLength(3);
    expect(actor.getSnapshot().value).toBe('paid');
    expect(credited).toHaveBeenCalledTimes(1);
    clock.increment(10 * ORDER_POLL_MS);
    await flush();
    expect(checks).toHaveLength(3);
  });

  it('“I have paid” checks at once; a lost check waits for the next; a failed payment says so', async () => {
    const { actor, clock, checks, credited } = startDeposit([0]);
    await flush();
    actor.send({ type: 'deposit.preset', cents: 10_000 });
    actor.send({ type: 'deposit.submit' });
    await flush();
    actor.send({ type: 'deposit.check' });
    await flush();
    expect(checks).toHaveLength(1);
    // The next check fails (no answer): still waiting.
    clock.increment(ORDER_POLL_MS);
    await flush();
    expect(actor.getSnapshot().matches({ awaiting: { poll: 'waiting' } })).toBe(true);
    actor.send({ type: 'deposit.back' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ payment: null, amount: '' });
    clock.increment(10 * ORDER_POLL_MS);
    await flush();
    expect(checks).toHaveLength(2);
    expect(credited).not.toHaveBeenCalled();
  });

  it('“I have paid” answers the payer: checking, then still waiting (polling goes on) until the payment is in', async () => {
    const { actor, clock, checks, credited } = startDeposit([0, 0, 1]);
    await flush();
    actor.send({ type: 'deposit.preset', cents: 10_000 });
    actor.send({ type: 'deposit.submit' });
    await flush();
    actor.send({ type: 'deposit.check' });
    expect(actor.getSnapshot().matches({ awaiting: { feedback: 'confirming' } })).toBe(true);
    await flush();
    expect(actor.getSnapshot().matches({ awaiting: { feedback: 'stillWaiting' } })).toBe(true);
    // The automatic check keeps the "not yet" answer on screen until something changes.
    clock.increment(ORDER_POLL_MS);
    await flush();
    expect(actor.getSnapshot().matches({ awaiting: { feedback: 'stillWaiting' } })).toBe(true);
    actor.send({ type: 'deposit.check' });
    await flush();
    expect(checks).toHaveLength(3);
    expect(actor.getSnapshot().value).toBe('paid');
    expect(credited).toHaveBeenCalledTimes(1);
  });

  it('“I have paid” that cannot reach the server says so; an order past its time comes back expired', async () => {
    const { actor, clock } = startDeposit([]);
    await flush();
    actor.send({ type: 'deposit.preset', cents: 10_000 });
    actor.send({ type: 'deposit.submit' });
    await flush();
    actor.send({ type: 'deposit.check' });
    await flush();
    expect(actor.getSnapshot().matches({ awaiting: { feedback: 'unreachable' } })).toBe(true);

    const expiring = startDeposit([4]);
    await flush();
    expiring.actor.send({ type: 'deposit.preset', cents: 10_000 });
    expiring.actor.send({ type: 'deposit.submit' });
    await flush();
    expiring.clock.increment(ORDER_POLL_MS);
    await flush();
    expect(expiring.actor.getSnapshot().value).toBe('expired');
    expect(expiring.credited).not.toHaveBeenCalled();
    expiring.actor.send({ type: 'deposit.back' });
    expect(expiring.actor.getSnapshot().matches('choosing')).toBe(true);
    clock.increment(0);
  });

  it('tells a cashier URL from a cashier page’s HTML', () => {
    expect(isPayUrl('https://cashier.test/pay?id=1')).toBe(true);
    expect(isPayUrl(' /payment/pay/cashier/D1?token=x ')).toBe(true);
    expect(isPayUrl('//evil.test/x')).toBe(false);
    expect(isPayUrl('javascript:alert(1)')).toBe(false);
    expect(isPayUrl('<form action="https://gw.test"></form>')).toBe(false);
  });
});

describe('USDT order: the copy confirmation (SimulatedClock)', () => {
  it('shows “copied” for 3 s, and a failed copy until the next try', async () => {
    const clock = new SimulatedClock();
    let fail = false;
    const order = { orderId: 'D1', status: 0, walletAddress: 'TWallet', usdtAmount: 100 } as DepositOrder;
    const machine = usdtDepositMachine.provide({
      actors: {
        fetchDepositOrder: fromPromise(async () => order),
        submitTxId: fromPromise(async () => order),
        copyText: fromPromise<void, { text: string }>(async () => {
          if (fail) throw new Error('no clipboard');
        }),
      },
    });
    const actor = createActor(machine, { clock, input: { orderId: 'D1' } }).start();
    await flush();
    actor.send({ type: 'usdt.copy' });
    await flush();
    expect(actor.getSnapshot().matches({ ready: { copy: 'copied' } })).toBe(true);
    clock.increment(COPIED_MS);
    expect(actor.getSnapshot().matches({ ready: { copy: 'idle' } })).toBe(true);
    fail = true;
    actor.send({ type: 'usdt.copy' });
    await flush();
    expect(actor.getSnapshot().matches({ ready: { copy: 'copyFailed' } })).toBe(true);
    clock.increment(10 * COPIED_MS);
    expect(actor.getSnapshot().matches({ ready: { copy: 'copyFailed' } })).toBe(true);
  });

  it('a second submit while one is on its way is the same submit', async () => {
    const held = deferred<DepositOrder>();
    const submits = vi.fn(() => held.promise);
    const order = { orderId: 'D1', status: 0, walletAddress: 'TWallet', usdtAmount: 100 } as DepositOrder;
    const machine = usdtDepositMachine.provide({
      actors: { fetchDepositOrder: fromPromise(async () => order), submitTxId: fromPromise(submits), copyText: fromPromise(async () => {}) },
    });
    const actor = createActor(machine, { input: { orderId: 'D1' } }).start();
    await flush();
    actor.send({ type: 'usdt.txId', txId: '0xabc' });
    actor.send({ type: 'usdt.submit' });
    actor.send({ type: 'usdt.submit' });
    held.resolve({ ...order, status: 3 });
    await flush();
    expect(submits).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.notice).toBe('money:usdt.submitted');
  });
});
