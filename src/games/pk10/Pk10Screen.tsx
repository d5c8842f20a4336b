import { GameScreen } from '../common/GameScreen';
import type { GameKit, GameScreenProps } from '../common/kit';

/** pk10: one row of cars 01–10 per finishing place (the default picker rows). */
const PK10_KIT: GameKit = { type: 'pk10' };

export function Pk10Screen({ game, lottery }: GameScreenProps) {
  return <GameScreen game={game} lottery={lottery} kit={PK10_KIT} />;
}
