import type { ApiLine, DomainConfig } from '../../models/entities';
import type { Variant } from '../../models/currency';
import type { Database } from '../db/database';
import type { AccountSettings } from '../domain/account/settings';
import type { ServerEvents } from '../domain/events';
import type { DevMailbox } from '../domain/email/dev-mailbox';
import type { Mailer } from '../domain/email/mailer';
import type { GameSettings } from '../domain/games/settings';
import type { LoginLimits } from '../domain/login-throttle';
import type { RegisterLimits } from '../domain/register-throttle';
import type { ScryptCost } from '../domain/passwords';
import type { PaymentProvider } from '../domain/payments/provider';
import type { Sandbox } from '../domain/payments/sandbox';
import type { SessionLifetimes } from '../domain/sessions';

/** What the route files share: the database and the resolved settings. */
export interface RouteContext {
  db: Database;
  /** PostgreSQL: order statements in flight at once (routes/order-statements.ts); unset: the default. */
  orderLanes?: number;
  passwordCost: ScryptCost;
  /** A hash of a random password, verified against when an account does not exist (equal timing). */
  dummyPasswordHash: string;
  loginLimits: LoginLimits;
  registerLimits: RegisterLimits;
  sessionLifetimes: SessionLifetimes;
  domainConfig: DomainConfig;
  apiLines: ApiLine[];
  games: GameSettings;
  /** Committed domain events of this node (orders accepted, rounds settled). */
  events: ServerEvents;
  variant: Variant;
  account: AccountSettings;
  mail: {
    mailer: Mailer;
    /** HMAC key of stored e-mail codes. */
    codeKey: Buffer;
    /** The dev mailbox page's store (demo mode only). */
    devMailbox: DevMailbox | null;
  };
  payments: {
    /** Where the pay routes are mounted (the client's payBase), e.g. /payment. */
    base: string;
    providers: ReadonlyMap<string, PaymentProvider>;
    /** The sandbox gateway when switched on (ServerOptions.payProviders); null: its cashier does not exist. */
    sandbox: Sandbox | null;
  };
}
