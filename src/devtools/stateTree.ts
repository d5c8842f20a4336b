import type { StateValue } from 'xstate';

/**
 * A machine's state tree for the inspector: built from the machine definition (`machine.root`),
 * with the state nodes a snapshot is in marked `active`. Pure; reads only the documented
 * StateNode fields (`key`, `id`, `path`, `type`, `states`, `initial`, `on`, `always`, `invoke`).
 */
export type StateNodeType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface StateTreeTransition {
  /** The event descriptor (`session.login`, `xstate.after.1000.round.open`, `*`), or '' for an eventless (`always`) transition. */
  event: string;
  /** Target state paths joined with '.'; empty for a targetless transition. */
  targets: string[];
}

export interface StateTreeNode {
  /** The state node id (`round.open.betting`, or a custom `#id`): unique within the machine. */
  id: string;
  key: string;
  /** Keys from the root, without the root's own key; `[]` for the root. */
  path: string[];
  type: StateNodeType;
  /** The initial child of its compound parent. */
  initial: boolean;
  active: boolean;
  transitions: StateTreeTransition[];
  /** Sources of the actors this state invokes. */
  invokes: string[];
  children: StateTreeNode[];
}

/** The part of an XState StateNode the tree reads. */
export interface StateNodeLike {
  id: string;
  key: string;
  path: readonly string[];
  type: string;
  states: Record<string, StateNodeLike>;
  initial?: { target: readonly StateNodeLike[] } | undefined;
  on?: Record<string, readonly { target?: readonly StateNodeLike[] | undefined }[]>;
  always?: readonly { target?: readonly StateNodeLike[] | undefined }[] | undefined;
  invoke?: readonly { id: string; src: unknown }[];
}

export interface MachineLike {
  id: string;
  root: StateNodeLike;
}

/**
 * What the tree needs of a snapshot: its state value (public API; the active nodes are resolved
 * from it, never read from xstate's internal `_nodes`).
 */
export interface SnapshotLike {
  value?: StateValue;
}

/** Whether actor logic is a state machine (machine actors) rather than promise/callback/... logic. */
export function isMachineLogic(logic: unknown): logic is MachineLike {
  if (!logic || typeof logic !== 'object') return false;
  const root = (logic as { root?: unknown }).root;
  return !!root && typeof root === 'object' && typeof (root as { states?: unknown }).states === 'object';
}

/** Ids of the state nodes a snapshot is in, resolved from its `value`. */
export function activeStateIds(root: StateNodeLike, snapshot: SnapshotLike | undefined): Set<string> {
  if (!snapshot) return new Set();
  const ids = new Set<string>();
  if (snapshot.value !== undefined) collectFromValue(root, snapshot.value, ids);
  return ids;
}

function collectFromValue(node: StateNodeLike, value: StateValue, into: Set<string>): void {
  into.add(node.id);
  if (typeof value === 'string') {
    const child = node.states[value];
    if (child) into.add(child.id);
    return;
  }
  for (const [key, inner] of Object.entries(value)) {
    const child = node.states[key];
    if (child && inner !== undefined) collectFromValue(child, inner, into);
  }
}

const NODE_TYPES: readonly StateNodeType[] = ['atomic', 'compound', 'parallel', 'final', 'history'];

/** The machine's state tree with the nodes of `snapshot` marked active. */
export function buildStateTree(machine: MachineLike, snapshot?: SnapshotLike): StateTreeNode {
  const active = activeStateIds(machine.root, snapshot);
  return toTreeNode(machine.root, active, false);
}

function toTreeNode(node: StateNodeLike, active: ReadonlySet<string>, initial: boolean): StateTreeNode {
  const initialTargets = new Set((node.type === 'compound' ? (node.initial?.target ?? []) : []).map((target) => target.id));
  return {
    id: node.id,
    key: node.key,
    path: [...node.path],
    type: NODE_TYPES.includes(node.type as StateNodeType) ? (node.type as StateNodeType) : 'atomic',
    initial,
    active: active.has(node.id),
    transitions: transitionsOf(node),
    invokes: (node.invoke ?? []).map((invoke) => (typeof invoke.src === 'string' ? invoke.src : invoke.id)),
    children: Object.values(node.states ?? {}).map((child) => toTreeNode(child, active, initialTargets.has(child.id))),
  };
}

function transitionsOf(node: StateNodeLike): StateTreeTransition[] {
  const targetsOf = (targets: readonly StateNodeLike[] | undefined) => (targets ?? []).map((target) => target.path.join('.') || target.key);
  const evented = Object.entries(node.on ?? {}).flatMap(([event, list]) => list.map((transition) => ({ event, targets: targetsOf(transition.target) })));
  const eventless = (node.always ?? []).map((transition) => ({ event: '', targets: targetsOf(transition.target) }));
  // Guarded alternatives that differ only in guard or actions read the same here: list them once.
  const seen = new Set<string>();
  return [...evented, ...eventless].filter((transition) => {
    const key = JSON.stringify(transition);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The active leaves as dotted paths (`open.betting`), one per region of a parallel state, in
 * document order; the machine id for a machine without states; `[]` when nothing is active.
 */
export function activePaths(tree: StateTreeNode): string[] {
  if (tree.active && tree.children.length === 0) return [tree.key];
  const paths: string[] = [];
  const visit = (node: StateTreeNode) => {
    if (!node.active) return;
    const activeChildren = node.children.filter((child) => child.active);
    if (activeChildren.length === 0) {
      if (node.path.length > 0) paths.push(node.path.join('.'));
      return;
    }
    activeChildren.forEach(visit);
  };
  visit(tree);
  return paths;
}

/** `xstate.after.1000.round.open` → `{ delay: '1000' }`; other descriptors → null. */
export function delayOf(event: string): { delay: string } | null {
  const match = /^xstate\.after\.([^.]+)\./.exec(event);
  return match?.[1] ? { delay: match[1] } : null;
}
