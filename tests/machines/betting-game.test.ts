import { authDialogOf } from '../../src/app/hooks';
import { describe, expect, it } from 'vitest';
import { bettingVerdict } from '../../machines/games/betting.machine';
import { errorKeyForCode, ErrorCode } from '../../models/errors';
import { demoUser } from '../support/demo-user';
import { startAppSystem } from '../support/app-system';
import { eventually, until, untilState } from '../paths/wait';
import { isHistoryOpen } from '../../machines/games/game.machine';

/**
 * The betting machine and the game it owns, inside the one root system on a SimulatedClock:
 * who may play, which actors live while a lottery is on screen, and the events between them.
 */
const k3 = { lotteryId: 1, gameType: 'k3' as const };

/** The session is known: a restored login with its user info. */
const memberReady = (sys: ReturnType<typeof startAppSystem>) => untilState(sys.get('session'), { authenticated: { user: 'ready' } });

/** The app shows a toast with this message. */
const toasted = (sys: ReturnType<typeof startAppSystem>, messageKey: string) =>
  until(sys.app, (app) => app.context.toasts.some((toast) => toast.messageKey === messageKey));

async function showing(
  options: Parameters<typeof startAppSystem>[0] = {},
  lottery: { lotteryId: number; gameType: 'k3' | 'pc28' } = k3,
  prepare: (sys: ReturnType<typeof startAppSystem>) => void = () => {},
) {
  const sys = startAppSystem(options);
  prepare(sys);
  if (options.loggedIn === false) await untilState(sys.get('session'), 'anonymous');
  else await memberReady(sys);
  sys.get('betting').send({ type: 'betting.show', lottery });
  // The game's actors are in: the slip with its rules and round, the round's selling info, the recent draws.
  const id = lottery.lotteryId;
  await eventually(() => ['slip', 'round', 'draws'].every((kind) => sys.get(`${kind}:${id}`) !== undefined), 'the game’s actors');
  await until(sys.get(`slip:${id}`), (slip) => !slip.hasTag('loadingRules') && slip.context.prizeNo !== '');
  await until(sys.get(`round:${id}`), (round) => round.context.info !== null);
  await until(sys.get(`draws:${id}`), (draws) => !draws.hasTag('loading'));
  return sys;
}

const PC28_ACTORS = ['draws:10', 'followRoom:10', 'game:10', 'round:10', 'rules:10', 'slip:10'];
const systemIds = (sys: ReturnType<typeof startAppSystem>) => Object.keys(sys.app.system.getAll()).sort();

describe('betting: who may play', () => {
  it('a visitor opening a lottery goes to its betting page (visitors browse; betting asks for the login)', async () => {
    const sys = startAppSystem({ loggedIn: false });
    await untilState(sys.get('session'), 'anonymous');
    sys.get('betting').send({ type: 'betting.open', lotteryId: 5 });
    expect(authDialogOf(sys.app.getSnapshot())).toBe('closed');
    expect(sys.platform.effects.navigations).toEqual(['/lottery-bet?lotteryId=5']);
  });

  it('a lottery in the player’s disableGameList is refused with the 4009 toast', async () => {
    const sys = startAppSystem({ user: { ...demoUser, disableGameList: '[5]' } });
    await memberReady(sys);
    sys.get('betting').send({ type: 'betting.open', lotteryId: 5 });
    expect(sys.app.getSnapshot().context.toasts.map((t) => t.messageKey)).toEqual([errorKeyForCode(ErrorCode.gameDisabled)]);
    expect(sys.platform.effects.navigations).toEqual([]);
    sys.get('betting').send({ type: 'betting.open', lotteryId: 6 });
    expect(sys.platform.effects.navigations).toEqual(['/lottery-bet?lotteryId=6']);
  });

  it('a visitor on the betting page gets the game without a dialog: board, round and draws, no follow room, nothing personal', async () => {
    const sys = await showing({ loggedIn: false });
    expect(bettingVerdict(sys.get('betting').getSnapshot())).toBe('visitor');
    expect(authDialogOf(sys.app.getSnapshot())).toBe('closed');
    expect(systemIds(sys).filter((id) => id.includes(':')).sort()).toEqual(['dice:1', 'draws:1', 'game:1', 'round:1', 'rules:1', 'slip:1']);
    expect(sys.get('slip:1').getSnapshot().context).toMatchObject({ roundStatus: 0 });
    expect(sys.get('slip:1').getSnapshot().hasTag('visitor')).toBe(true);
    expect(sys.get('slip:1').getSnapshot().context.rules.length).toBeGreaterThan(0);
    expect(sys.get('draws:1').getSnapshot().context.records.length).toBeGreaterThan(0);
    // A draw on the visitor's screen reloads the draws but asks for no balance.
    await sys.advance(sys.platform.msUntilClose() + 11_000);
    const personal = ['fetchUser', 'accessRoom', 'placeOrder', 'fetchMessages'];
    expect(sys.platform.state.calls.filter((name) => personal.includes(name))).toEqual([]);
  });

  it('a visitor’s Bet opens the login dialog; logged in there, the same slip bets the same selection', async () => {
    const sys = await showing({ loggedIn: false });
    const slip = sys.get('slip:1');
    slip.send({ type: 'slip.pick', group: 0, ball: '3' });
    slip.send({ type: 'slip.stake', value: '2' });
    slip.send({ type: 'slip.submit' });
    expect(authDialogOf(sys.app.getSnapshot())).toBe('login');
    expect(slip.getSnapshot().matches({ bet: { ready: 'awaitingLogin' } })).toBe(true);
    const selection = slip.getSnapshot().context.selection;
    sys.get('session').send({ type: 'session.login', account: 'demo001', password: 'demo1234', remember: false });
    await until(sys.get('betting'), (betting) => bettingVerdict(betting) === 'playing');
    await until(slip, (snapshot) => snapshot.hasTag('member') && snapshot.context.balanceCents === demoUser.balance);
    await eventually(() => sys.get('followRoom:1') !== undefined, 'the follow room');
    expect(authDialogOf(sys.app.getSnapshot())).toBe('closed');
    expect(bettingVerdict(sys.get('betting').getSnapshot())).toBe('playing');
    // The same actors: nothing was restarted, the selection is there and the follow room opened.
    expect(sys.get('slip:1')).toBe(slip);
    expect(slip.getSnapshot().value).toMatchObject({ bet: { ready: 'editing' }, follow: 'idle' });
    expect(slip.getSnapshot().context).toMatchObject({ selection, stake: '2', balanceCents: demoUser.balance });
    expect(slip.getSnapshot().hasTag('member')).toBe(true);
    expect(sys.get('followRoom:1')).toBeDefined();
    slip.send({ type: 'slip.submit' });
    slip.send({ type: 'slip.confirm' }); // the confirmation (issue 20 §3)
    await toasted(sys, 'games:order.placed');
    await until(sys.get('session'), (session) => session.context.user?.balance === demoUser.balance - 200);
    expect(sys.app.getSnapshot().context.toasts.map((t) => t.messageKey)).toContain('games:order.placed');
    expect(sys.get('session').getSnapshot().context.user?.balance).toBe(demoUser.balance - 200);
  });

  it('the betting page follows the session: visitor, then playing after login (the same game), disabled when the list changes', async () => {
    const sys = await showing({ loggedIn: false });
    expect(bettingVerdict(sys.get('betting').getSnapshot())).toBe('visitor');
    const game = sys.get('game:1');
    expect(game).toBeDefined();
    sys.get('session').send({ type: 'session.login', account: 'demo001', password: 'demo1234', remember: false });
    await until(sys.get('betting'), (betting) => bettingVerdict(betting) === 'playing');
    expect(bettingVerdict(sys.get('betting').getSnapshot())).toBe('playing');
    expect(sys.get('game:1')).toBe(game);
    sys.platform.state.user.disableGameList = '[1]';
    sys.get('session').send({ type: 'session.refreshUser' });
    await until(sys.get('betting'), (betting) => bettingVerdict(betting) === 'disabled');
    expect(bettingVerdict(sys.get('betting').getSnapshot())).toBe('disabled');
    expect(sys.get('game:1')).toBeUndefined();
  });
});

describe('game actors in the root system', () => {
  it('lives with its round, slip, draws, dice and rules while shown, and leaves with the page', async () => {
    const sys = await showing();
    expect(systemIds(sys)).toEqual(
      expect.arrayContaining(['app', 'session', 'betting', 'account', 'catalog', 'game:1', 'round:1', 'slip:1', 'draws:1', 'dice:1', 'rules:1']),
    );
    sys.get('betting').send({ type: 'betting.hide' });
    await eventually(() => systemIds(sys).every((id) => !id.includes(':')), 'the game’s actors to stop');
    expect(systemIds(sys).filter((id) => id.includes(':'))).toEqual([]);
  });

  it('a new lottery replaces the old one’s actors', async () => {
    const sys = await showing();
    sys.get('betting').send({ type: 'betting.show', lottery: { lotteryId: 10, gameType: 'pc28' } });
    await eventually(() => PC28_ACTORS.every((id) => sys.get(id) !== undefined) && sys.get('game:1') === undefined, 'the pc28 actors');
    expect(systemIds(sys).filter((id) => id.includes(':')).sort()).toEqual(PC28_ACTORS);
  });

  it('the slip learns the round and the player’s balance from the session', async () => {
    const sys = await showing({ user: { ...demoUser, balance: 50_000 } });
    expect(sys.get('slip:1').getSnapshot().context).toMatchObject({ roundStatus: 0, prizeNo: sys.platform.currentRoundNo(1), balanceCents: 50_000 });
    sys.platform.state.user.balance = 123;
    sys.get('session').send({ type: 'session.refreshUser' });
    await until(sys.get('slip:1'), (slip) => slip.context.balanceCents === 123);
    expect(sys.get('slip:1').getSnapshot().context.balanceCents).toBe(123);
  });

  it('a placed order toasts, refreshes the session balance and the round', async () => {
    const sys = await showing();
    const slip = sys.get('slip:1');
    slip.send({ type: 'slip.pick', group: 0, ball: '3' });
    slip.send({ type: 'slip.submit' });
    slip.send({ type: 'slip.confirm' }); // the confirmation (issue 20 §3)
    await toasted(sys, 'games:order.placed');
    await until(sys.get('session'), (session) => session.context.user?.balance === demoUser.balance - 100);
    await until(sys.get('round:1'), (round) => round.context.info?.orderList.length === 1);
    expect(sys.app.getSnapshot().context.toasts.map((t) => t.messageKey)).toContain('games:order.placed');
    const session = sys.get('session').getSnapshot();
    expect(session.context.user?.balance).toBe(demoUser.balance - 100);
    expect(sys.get('round:1').getSnapshot().context.info?.orderList).toHaveLength(1);
  });

  it('without a live socket (polling) a draw reloads the recent draws, rolls the dice and refreshes the balance', async () => {
    const sys = await showing({}, k3, (sys) => {
      sys.platform.state.follow.autoOpen = false;
    });
    expect(sys.get('round:1').getSnapshot().hasTag('polling')).toBe(true);
    const firstNo = sys.get('draws:1').getSnapshot().context.records[0]?.prizeNo;
    expect(sys.get('dice:1').getSnapshot().value).toBe('still');
    const userCalls = sys.platform.state.calls.filter((c) => c === 'fetchUser').length;
    await sys.advance(sys.platform.msUntilClose() + 11_000);
    expect(sys.get('draws:1').getSnapshot().context.records[0]?.prizeNo).not.toBe(firstNo);
    expect(sys.get('dice:1').getSnapshot().matches('spinning')).toBe(true);
    expect(sys.platform.state.calls.filter((c) => c === 'fetchUser').length).toBeGreaterThan(userCalls);
  });

  it('with the room socket live the draw comes pushed: no selling-info poll for it, and the balance and round orders refresh only for the player\'s settled orders (issue 20 §2)', async () => {
    const sys = await showing();
    const round = sys.get('round:1');
    expect(round.getSnapshot().hasTag('live')).toBe(true);
    const count = (name: string) => sys.platform.state.calls.filter((c) => c === name).length;
    const firstNo = sys.get('draws:1').getSnapshot().context.records[0]?.prizeNo;
    const [infos, users] = [count('fetchSellingInfo'), count('fetchUser')];
    const drawnNo = sys.platform.currentRoundNo(1);
    // The pushed draw is the game's newest at once (the header shows it), before the recent draws reload.
    const release = sys.platform.hold('fetchPrizePage');
    await sys.advance(sys.platform.msUntilClose() + 11_000);
    expect(sys.get('game:1').getSnapshot().context.latest).toMatchObject({ prizeNo: drawnNo, resultList: expect.any(Array) });
    release();
    await until(sys.get('draws:1'), (draws) => draws.context.records[0]?.prizeNo !== firstNo);
    await eventually(() => count('fetchSellingInfo') === infos + 1, 'the next round read');
    // A round without an order of the player: one selling-info read when the next round opens, no balance read.
    expect(sys.get('draws:1').getSnapshot().context.records[0]?.prizeNo).not.toBe(firstNo);
    expect(sys.get('dice:1').getSnapshot().matches('spinning')).toBe(true);
    expect(count('fetchSellingInfo')).toBe(infos + 1);
    expect(count('fetchUser')).toBe(users);
    // A round with one: its settlement is pushed, and only then are the balance and the round read.
    const slip = sys.get('slip:1');
    slip.send({ type: 'slip.pick', group: 0, ball: '3' });
    slip.send({ type: 'slip.submit' });
    slip.send({ type: 'slip.confirm' }); // the confirmation (issue 20 §3)
    await toasted(sys, 'games:order.placed');
    const [infosAfterBet, usersAfterBet] = [count('fetchSellingInfo'), count('fetchUser')];
    await sys.advance(sys.platform.msUntilClose() + 11_000);
    await eventually(() => count('fetchUser') === usersAfterBet + 1, 'the balance read on the settled push');
    // The fake's next round opens at the draw: the round is already reading it when the settlement comes.
    expect(count('fetchSellingInfo')).toBe(infosAfterBet + 1);
    // The socket drops: the round polls again.
    for (const socket of sys.platform.state.follow.sockets) socket.close();
    await until(round, (snapshot) => snapshot.hasTag('polling'));
  });

  it('pc28 loads the rooms and starts again in a chosen room', async () => {
    const sys = await showing({}, { lotteryId: 10, gameType: 'pc28' });
    expect(sys.get('round:10').getSnapshot().context.roomId).toBe(1);
    sys.get('game:10').send({ type: 'game.room', roomId: 3 });
    await until(sys.get('slip:10'), (slip) => slip.context.room?.id === 3);
    await until(sys.get('round:10'), (round) => round.context.roomId === 3);
    expect(sys.get('round:10').getSnapshot().context.roomId).toBe(3);
    expect(sys.get('slip:10').getSnapshot().context.room?.id).toBe(3);
  });

  it('a failed rule introduction is a state with a retry; the game goes on', async () => {
    const sys = startAppSystem();
    sys.platform.failNext('fetchRuleIntro', 502);
    await memberReady(sys);
    sys.get('betting').send({ type: 'betting.show', lottery: k3 });
    await eventually(() => sys.get('rules:1') !== undefined, 'the rule introduction');
    await until(sys.get('rules:1'), (rules) => !rules.hasTag('loading'));
    expect(sys.get('rules:1').getSnapshot().value).toBe('failed');
    expect(sys.get('game:1').getSnapshot().status).toBe('active');
    sys.get('rules:1').send({ type: 'rules.retry' });
    await until(sys.get('rules:1'), (rules) => rules.hasTag('ready'));
    expect(sys.get('rules:1').getSnapshot().context.html).toContain('Rules of lottery 1');
  });

  it('the history dialog’s pager lives while the dialog is open', async () => {
    const sys = await showing();
    const game = sys.get('game:1');
    game.send({ type: 'game.history.open' });
    await eventually(() => sys.get('history:1') !== undefined, 'the history pager');
    await until(sys.get('history:1'), (pager) => !pager.hasTag('loading'));
    const pager = sys.get('history:1');
    expect(pager.getSnapshot().context.records).toHaveLength(10);
    expect(isHistoryOpen(game.getSnapshot())).toBe(true);
    // A second open while it is open keeps the pager it has.
    game.send({ type: 'game.history.open' });
    expect(sys.get('history:1')).toBe(pager);
    game.send({ type: 'game.history.close' });
    expect(sys.get('history:1')).toBeUndefined();
    expect(game.getSnapshot().matches({ history: 'closed', play: { playing: 'member' } })).toBe(true);
  });
});

describe('account area actors', () => {
  it('the bet records live while shown; a cancel refunds and refreshes the session', async () => {
    const sys = await showing();
    const slip = sys.get('slip:1');
    slip.send({ type: 'slip.pick', group: 0, ball: '3' });
    slip.send({ type: 'slip.submit' });
    slip.send({ type: 'slip.confirm' }); // the confirmation (issue 20 §3)
    await toasted(sys, 'games:order.placed');
    sys.get('account').send({ type: 'account.show', spec: { page: 'betting', records: { startDate: '2026-11-22', endDate: '2026-11-23' } } });
    await eventually(() => sys.get('betRecords') !== undefined, 'the bet records');
    await until(sys.get('betRecords'), (list) => !list.hasTag('loading') && list.context.rows.length > 0);
    const records = sys.get('betRecords');
    const [row] = records.getSnapshot().context.rows;
    sys.get('orderCancel').send({ type: 'order.cancel', orderId: row.id, status: row.status });
    sys.get('orderCancel').send({ type: 'order.cancel.confirm' });
    await until(sys.get('betRecords'), (list) => list.context.rows[0]?.status === 3);
    await until(sys.get('session'), (session) => session.context.user?.balance === demoUser.balance);
    expect(records.getSnapshot().context.rows[0]?.status).toBe(3);
    expect(sys.get('session').getSnapshot().context.user?.balance).toBe(demoUser.balance);
    sys.get('account').send({ type: 'account.hide' });
    expect(sys.get('betRecords')).toBeUndefined();
    expect(sys.get('orderCancel')).toBeUndefined();
  });
});

describe('language', () => {
  it('stays in the system after a change, so views reading it until the reload find it', async () => {
    const sys = startAppSystem();
    await memberReady(sys);
    sys.get('language').send({ type: 'language.change', language: 'en-US' });
    expect(sys.platform.effects.reloads).toBe(1);
    expect(sys.get('language')?.getSnapshot().context.language).toBe('en-US');
    expect(sys.app.getSnapshot().children.language).toBeDefined();
  });
});
