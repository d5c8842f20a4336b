import { GameScreen } from '../common/GameScreen';
import type { GameKit, GameScreenProps } from '../common/kit';
import { AnimatedDice } from './AnimatedDice';
import { K3BallFace } from './K3BallFace';

/** k3: faces are dice; the latest result rolls in (spec §4 "Dice result"). */
const K3_KIT: GameKit = { type: 'k3', BallFace: K3BallFace, LatestDice: AnimatedDice };

export function K3Screen({ game, lottery }: GameScreenProps) {
  return <GameScreen game={game} lottery={lottery} kit={K3_KIT} />;
}
