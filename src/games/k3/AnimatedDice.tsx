import { useDice, type GameRef } from '../../app/game-hooks';
import { DiceFace } from './DiceFace';

/**
 * The latest k3 result from the game's dice actor (machines/games/dice.machine.ts): when a new draw
 * arrives the dice spin and stop one after another; the first result, and every result under
 * reduced motion, shows at once.
 */
export function AnimatedDice({ game, size }: { game: GameRef; size: number }) {
  const dice = useDice(game);
  if (!dice) return null;
  return (
    <>
      {dice.faces.map((face, i) => (
        // While spinning the faces are noise: keep them from screen readers.
        <DiceFace key={i} face={face} size={size} label={dice.spinning ? '' : String(face)} />
      ))}
    </>
  );
}
