import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { diceMachine } from '../../../machines/dice.machine';
import { prefersReducedMotion } from '../common/motion';
import { DiceFace } from './DiceFace';

/**
 * The latest k3 result: when a new draw arrives the dice spin and stop one after another
 * (machines/dice.machine.ts); the first result, and every result under reduced motion, shows at once.
 */
export function AnimatedDice({ faces, drawKey, size }: { faces: number[]; drawKey: string; size: number }) {
  const dice = useActorRef(diceMachine, { input: { result: faces } });
  const shown = useSelector(dice, (s) => s.context.faces);
  const spinning = useSelector(dice, (s) => s.matches('spinning'));
  const lastKey = useRef(drawKey);

  useEffect(() => {
    const isNew = lastKey.current !== drawKey;
    lastKey.current = drawKey;
    dice.send({ type: isNew && !prefersReducedMotion() ? 'dice.roll' : 'dice.show', result: faces });
    // `faces` belongs to `drawKey`: only a new draw (a new key) starts a roll.
  }, [dice, drawKey]);

  return (
    <>
      {shown.map((face, i) => (
        // While spinning the faces are noise: keep them from screen readers.
        <DiceFace key={i} face={face} size={size} label={spinning ? '' : String(face)} />
      ))}
    </>
  );
}
