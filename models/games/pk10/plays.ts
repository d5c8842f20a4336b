/** Behaviour of the pk10 plays: result[i] is the car that finished in place i + 1. */
import { distinctTuples } from '../combinatorics';
import { MULTI, ballPlay, paidAtItemRate, type Play } from '../play';

/** Each picked car in a group is one bet that it finishes in place `firstPlace` + group index. */
const positionPlay = (firstPlace: number): Play =>
  ballPlay(MULTI, (car, order, context) => order[firstPlace - 1 + context.groupIndex] === Number(car));

/** One column per leading place; a bet is one car per place, all different. */
const leadingPlaces: Play = {
  pick: MULTI,
  items: 'compound',
  count: (columns) => distinctTuples(columns),
  settle: (columns, order, context) =>
    paidAtItemRate(context, columns.every((cars, place) => cars.includes(String(order[place]))) ? 1 : 0),
};

export const PK10_PLAYS: Readonly<Record<string, Play>> = {
  q1: positionPlay(1),
  q2: leadingPlaces,
  q3: leadingPlaces,
  dwdq5: positionPlay(1),
  dwdh5: positionPlay(6),
};
