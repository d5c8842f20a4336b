import type { ComponentType } from 'react';
import type { GameType, Rule } from '../../../models/games';
import type { GameRef } from '../../app/game-hooks';
import type { BallFaceProps, PickerLayout } from './NumberPicker';

/** What one game family adds to the shared game screen. */
export interface GameKit {
  type: GameType;
  /** How the picker lays out a rule (default: `defaultLayout`). */
  layout?(rule: Rule): PickerLayout;
  /** What a numbered ball shows instead of its name (k3: dice). */
  BallFace?: ComponentType<BallFaceProps>;
  /** Above the bet slip (pc28: the room selector). */
  Toolbar?: ComponentType<{ game: GameRef }>;
  /** Draws the latest result's dice from the game's dice actor (k3 animates them). */
  LatestDice?: ComponentType<{ game: GameRef; size: number }>;
}

/** What the betting page gives a game family's screen: the lottery and its game actor. */
export interface GameScreenProps {
  game: GameRef;
  lottery: GameLottery;
}

/** A lottery as the betting page shows it. */
export interface GameLottery {
  id: number;
  code: string;
  name: string;
  type: GameType;
}
