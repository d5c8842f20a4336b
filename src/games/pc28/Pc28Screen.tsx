import { GameScreen } from '../common/GameScreen';
import type { GameKit, GameScreenProps } from '../common/kit';
import { RoomSelector } from './RoomSelector';

/** pc28: sums 0–27 and the side bets, one pick per rule, in a chosen room. */
const PC28_KIT: GameKit = { type: 'pc28', Toolbar: RoomSelector };

export function Pc28Screen({ game, lottery }: GameScreenProps) {
  return <GameScreen game={game} lottery={lottery} kit={PC28_KIT} />;
}
