import type { ApiLine, DomainConfig } from '../../models/entities';
import type { Database } from '../db/database';
import type { GameSettings } from '../domain/games/settings';
import type { LoginLimits } from '../domain/login-throttle';
import type { ScryptCost } from '../domain/passwords';
import type { SessionLifetimes } from '../domain/sessions';

/** What the route files share: the database and the resolved settings. */
export interface RouteContext {
  db: Database;
  passwordCost: ScryptCost;
  /** A hash of a random password, verified against when an account does not exist (equal timing). */
  dummyPasswordHash: string;
  loginLimits: LoginLimits;
  sessionLifetimes: SessionLifetimes;
  domainConfig: DomainConfig;
  apiLines: ApiLine[];
  games: GameSettings;
}
