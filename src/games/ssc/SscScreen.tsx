import { GameScreen } from '../common/GameScreen';
import type { GameKit, GameScreenProps } from '../common/kit';

/** ssc: one row of digits 0–9 per ball position (万千百十个), or one row for the group plays. */
const SSC_KIT: GameKit = { type: 'ssc' };

export function SscScreen({ game, lottery }: GameScreenProps) {
  return <GameScreen game={game} lottery={lottery} kit={SSC_KIT} />;
}
