/** Behaviour of the k3 plays (spec §5 "Dice rules by code"). */
import { overlap } from '../combinatorics';
import { MULTI, SINGLE, ballPlay, comboPlay, paidAtItemRate, type Play } from '../play';
import { diceFacts } from './dice';

export const K3_PLAYS: Readonly<Record<string, Play>> = {
  hz: ballPlay(MULTI, (sum, dice) => diceFacts(dice).sum === Number(sum)),
  // A triple kills every two-sides bet (通杀).
  dxds: ballPlay(SINGLE, (side, dice) => {
    const { triple, size, parity } = diceFacts(dice);
    return !triple && (side === size || side === parity);
  }),
  fh: ballPlay(SINGLE, (combo, dice) => !diceFacts(dice).triple && diceFacts(dice).combo === combo),
  dm: ballPlay(SINGLE, (face, dice) => diceFacts(dice).countOf(Number(face)) >= 1),
  ethfx: ballPlay(MULTI, (face, dice) => diceFacts(dice).countOf(Number(face)) >= 2),
  ethdx: {
    pick: { kind: 'exclusive' },
    items: 'compound',
    count: ([pairs = [], singles = []]) => pairs.length * singles.length - overlap(pairs, singles),
    settle: ([pairs = [], singles = []], dice, context) => {
      const { countOf } = diceFacts(dice);
      const pair = pairs.find((face) => countOf(Number(face)) === 2);
      const single = singles.find((face) => face !== pair && countOf(Number(face)) === 1);
      return paidAtItemRate(context, pair && single ? 1 : 0);
    },
  },
  ebth: comboPlay(2, 1, (faces, dice) => (faces.every((face) => diceFacts(dice).countOf(Number(face)) >= 1) ? 1 : 0)),
  sthtx: ballPlay(SINGLE, (_any, dice) => diceFacts(dice).triple),
  slhtx: ballPlay(SINGLE, (_any, dice) => diceFacts(dice).straight),
  sthdx: ballPlay(MULTI, (face, dice) => diceFacts(dice).countOf(Number(face)) === 3),
  sbth: comboPlay(3, 1, (faces, dice) => (faces.every((face) => diceFacts(dice).countOf(Number(face)) === 1) ? 1 : 0)),
};
