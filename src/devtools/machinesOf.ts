import { isMachineSnapshot, type AnyActorRef, type AnyStateMachine } from 'xstate';
import type { MachinesByTarget } from '../../machines/journal/journal';

/**
 * The machines replay may use, from the live system through public APIs: every registered actor's
 * snapshot names its machine (`snapshot.machine`). Keyed by system id (`game:8`) and by machine
 * id (`game`), so an imported journal's `game:9` finds the game machine too.
 */
export function machinesOf(root: AnyActorRef): MachinesByTarget {
  const machines: Record<string, AnyStateMachine> = {};
  const add = (key: string, ref: AnyActorRef) => {
    const snapshot: unknown = ref.getSnapshot();
    if (!isMachineSnapshot(snapshot)) return;
    machines[key] ??= snapshot.machine;
    machines[snapshot.machine.id] ??= snapshot.machine;
  };
  for (const [systemId, ref] of Object.entries(root.system.getAll() as Record<string, AnyActorRef>)) add(systemId, ref);
  return machines;
}
