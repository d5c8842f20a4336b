import type { Rule } from '../../../models/games';
import { GameScreen } from '../common/GameScreen';
import type { GameKit, GameScreenProps } from '../common/kit';
import { defaultLayout } from '../common/NumberPicker';

/** The any-k plays pick from the 80 numbers, shown as the upper (01–40) and lower (41–80) grids. */
const hp8Layout = (rule: Rule) => (rule.balls.length === 1 && rule.balls[0]?.balls.length === 80 ? 'keno' : defaultLayout(rule));

const HP8_KIT: GameKit = { type: 'hp8', layout: hp8Layout };

export function Hp8Screen({ game, lottery }: GameScreenProps) {
  return <GameScreen game={game} lottery={lottery} kit={HP8_KIT} />;
}
