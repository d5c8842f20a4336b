import { createActor, createMachine, fromPromise, initialTransition, transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { activePaths, activeStateIds, buildStateTree, delayOf, isMachineLogic, type StateTreeNode } from '../../src/devtools/stateTree';

/** A compound machine with a parallel state, a final state, a history state and a delay. */
const machine = createMachine({
  id: 'round',
  initial: 'idle',
  states: {
    idle: { on: { open: 'open' } },
    open: {
      type: 'parallel',
      invoke: { src: 'fetchOdds' },
      states: {
        bet: {
          initial: 'picking',
          states: {
            picking: { on: { pick: 'confirming' } },
            confirming: { on: { back: 'picking', confirm: 'placed' } },
            placed: { type: 'final' },
            hist: { type: 'history' },
          },
        },
        sound: { initial: 'on', states: { on: { on: { mute: 'off' } }, off: { on: { unmute: 'on' } } } },
      },
      after: { 1000: 'closed' },
    },
    closed: { always: 'idle' },
  },
}).provide({ actors: { fetchOdds: fromPromise(async () => 1) } });

const find = (tree: StateTreeNode, path: string): StateTreeNode => {
  const found = path.split('.').reduce<StateTreeNode | undefined>((node, key) => node?.children.find((child) => child.key === key), tree);
  if (!found) throw new Error(`no node ${path}`);
  return found;
};
const activeIds = (tree: StateTreeNode): string[] => {
  const ids: string[] = [];
  const visit = (node: StateTreeNode) => {
    if (node.active) ids.push(node.id);
    node.children.forEach(visit);
  };
  visit(tree);
  return ids;
};

describe('state tree', () => {
  it('mirrors the machine definition: keys, paths, types, initial children', () => {
    const tree = buildStateTree(machine);
    expect(tree.key).toBe('round');
    expect(tree.path).toEqual([]);
    expect(tree.type).toBe('compound');
    expect(tree.children.map((child) => child.key)).toEqual(['idle', 'open', 'closed']);
    expect(find(tree, 'open').type).toBe('parallel');
    expect(find(tree, 'open.bet.placed').type).toBe('final');
    expect(find(tree, 'open.bet.hist').type).toBe('history');
    expect(find(tree, 'open.sound.on').path).toEqual(['open', 'sound', 'on']);
    expect(find(tree, 'idle').initial).toBe(true);
    expect(find(tree, 'open.bet.picking').initial).toBe(true);
    expect(find(tree, 'open.bet.confirming').initial).toBe(false);
    // Regions of a parallel state are not "initial" children.
    expect(find(tree, 'open.bet').initial).toBe(false);
    expect(activeIds(tree)).toEqual([]);
  });

  it('lists transitions with their targets, eventless and delayed ones, and invoked sources', () => {
    const tree = buildStateTree(machine);
    expect(find(tree, 'open.bet.confirming').transitions).toEqual([
      { event: 'back', targets: ['open.bet.picking'] },
      { event: 'confirm', targets: ['open.bet.placed'] },
    ]);
    expect(find(tree, 'closed').transitions).toEqual([{ event: '', targets: ['idle'] }]);
    const delayed = find(tree, 'open').transitions.find((t) => t.event.startsWith('xstate.after.'));
    expect(delayed?.targets).toEqual(['closed']);
    expect(delayOf(delayed?.event ?? '')).toEqual({ delay: '1000' });
    expect(delayOf('open')).toBeNull();
    expect(find(tree, 'open').invokes).toEqual(['fetchOdds']);
  });

  it('marks the active path of a compound state', () => {
    const [snapshot] = initialTransition(machine);
    const tree = buildStateTree(machine, snapshot);
    expect(activeIds(tree)).toEqual(['round', 'round.idle']);
    expect(activePaths(tree)).toEqual(['idle']);
  });

  it('marks every region of a parallel state', () => {
    let [snapshot] = initialTransition(machine);
    [snapshot] = transition(machine, snapshot, { type: 'open' });
    [snapshot] = transition(machine, snapshot, { type: 'pick' });
    [snapshot] = transition(machine, snapshot, { type: 'mute' });
    const tree = buildStateTree(machine, snapshot);
    expect(activeIds(tree)).toEqual(['round', 'round.open', 'round.open.bet', 'round.open.bet.confirming', 'round.open.sound', 'round.open.sound.off']);
    expect(activePaths(tree)).toEqual(['open.bet.confirming', 'open.sound.off']);
    expect(find(tree, 'open.bet.picking').active).toBe(false);
    expect(find(tree, 'idle').active).toBe(false);
  });

  it('resolves the active nodes from the state value when the snapshot has no _nodes', () => {
    const value = { open: { bet: 'placed', sound: 'on' } };
    expect([...activeStateIds(machine.root, { value })].sort()).toEqual(
      ['round', 'round.open', 'round.open.bet', 'round.open.bet.placed', 'round.open.sound', 'round.open.sound.on'].sort(),
    );
    expect(activePaths(buildStateTree(machine, { value: 'closed' }))).toEqual(['closed']);
    expect(activePaths(buildStateTree(machine, { value: 'nowhere' }))).toEqual([]);
  });

  it('follows a running actor', () => {
    const actor = createActor(machine).start();
    actor.send({ type: 'open' });
    actor.send({ type: 'pick' });
    actor.send({ type: 'confirm' });
    expect(activePaths(buildStateTree(machine, actor.getSnapshot()))).toEqual(['open.bet.placed', 'open.sound.on']);
    actor.stop();
  });

  it('names a machine without states by its id, and lists identical guarded transitions once', () => {
    const flat = createMachine({ id: 'app', on: { lost: {} } });
    expect(activePaths(buildStateTree(flat, createActor(flat).getSnapshot()))).toEqual(['app']);
    const tree = buildStateTree(createMachine({ id: 'm', initial: 'x', states: { x: {}, y: {} }, on: { lost: [{ guard: () => false }, {}], go: [{ guard: () => false, target: '.x' }, { target: '.x' }, { target: '.y' }] } }));
    expect(tree.transitions).toEqual([
      { event: 'lost', targets: [] },
      { event: 'go', targets: ['x'] },
      { event: 'go', targets: ['y'] },
    ]);
  });

  it('tells machine logic from other actor logic', () => {
    expect(isMachineLogic(machine)).toBe(true);
    expect(isMachineLogic(fromPromise(async () => 1))).toBe(false);
    expect(isMachineLogic(undefined)).toBe(false);
  });
});
