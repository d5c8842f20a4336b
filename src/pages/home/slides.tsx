import type { ReactNode } from 'react';
import { BallsArt, DiceArt, ShieldArt } from './BannerArt';

export interface Slide {
  id: string;
  /** Keys under `home.slides.<id>` in the shell namespace: kicker, title, text, cta. */
  to: string;
  theme: 'ruby' | 'gold' | 'night';
  art: ReactNode;
}

/** Static promotional slides, translated like every other text. */
export const SLIDES: readonly Slide[] = [
  { id: 'fast', to: '/lottery-hall', theme: 'ruby', art: <DiceArt /> },
  { id: 'games', to: '/lottery-hall', theme: 'night', art: <BallsArt /> },
  { id: 'fair', to: '/message', theme: 'gold', art: <ShieldArt /> },
];
