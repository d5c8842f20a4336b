import type * as AccountAreaChunk from '../account/account-area';
import type { AccountArea } from '../account/account-area';
import type * as GameChunk from '../games/game-area';
import type { GameArea } from '../games/game-area';
import { lazyLogic } from '../core/lazy-logic';
import type { MessagesMachine } from '../inbox/messages.machine';
import type { TrendMachine } from '../games/trend.machine';
import type { TimeTravelMachine } from '../journal/time-travel.machine';
import type * as ChatChunk from '../chat/chat-area';
import type { CustomerChatArea } from '../chat/chat-area';
import type { ReloginReason } from '../core/events';
import { appMachine, appSessionMachine } from './app.machine';
import { bettingMachine } from '../games/betting.machine';
import { bootstrapMachine } from './bootstrap.machine';
import { catalogMachine } from '../games/catalog.machine';
import { provideContent } from '../content/content-services';
import { languageMachine } from './language.machine';
import type { PasswordResetMachine } from '../session/password-reset.machine';
import type { PwaMachine } from './pwa.machine';
import { prizePagerMachine } from '../games/prize-pager.machine';
import type { AppCalls, AppEffects } from './services';

export interface AppServices {
  calls: AppCalls;
  effects: AppEffects;
  /** The parts of the system that load on demand, each its own chunk. */
  chunks: AppChunks;
}

export interface AppChunks {
  accountArea(): Promise<typeof AccountAreaChunk>;
  game(): Promise<typeof GameChunk>;
  chat(): Promise<typeof ChatChunk>;
  /** The installable app's page side (src/app/pwa-services.ts), once the page is idle. */
  pwa(): Promise<{ pagePwa(): PwaMachine }>;
}

/** The app machine with every call and effect in place. */
export function provideApp({ calls, effects, chunks }: AppServices) {
  // This app's account area, loaded after the first paint (machines/core/lazy-logic.ts).
  const accountArea = lazyLogic<AccountArea>('account area');
  // The game and its parts, loaded the first time a player may play.
  const gameArea = lazyLogic<GameArea>('game');
  // The customer-service chat, loaded the first time its page shows.
  const chatArea = lazyLogic<CustomerChatArea>('customer chat');
  const messages = lazyLogic<MessagesMachine>('messages');
  // The forgotten-password flow, loaded the first time the dialog shows its form.
  const passwordReset = lazyLogic<PasswordResetMachine>('password reset');
  // The trend page's machine, loaded the first time the page shows.
  const trend = lazyLogic<TrendMachine>('trend');
  const timeTravel = lazyLogic<TimeTravelMachine>('time travel');
  const pwa = lazyLogic<PwaMachine>('pwa');
  const navigate = (_: unknown, params: { to: string }) => effects.navigate(params.to);
  const pager = prizePagerMachine.provide({ actors: { fetchPage: calls.fetchPrizePage } });
  return appMachine.provide({
    actions: { navigate, reloadPage: () => effects.reloadPage(), loadRelogin: (_, { reason }: { reason: ReloginReason }) => effects.loadRelogin(reason) },
    actors: {
      session: appSessionMachine.provide({
        actors: { login: calls.login, register: calls.register, refresh: calls.refresh, logout: calls.logout, fetchUser: calls.fetchUser },
        actions: {
          persistTokens: (_, params) => effects.persistTokens(params),
          forgetTokens: () => effects.forgetTokens(),
          rememberAccount: (_, params) => effects.rememberAccount(params),
        },
      }),
      bootstrap: bootstrapMachine.provide({
        actors: { fetchDomainInfo: calls.fetchDomainInfo },
        actions: { logFailure: (_, params) => effects.logDomainFailure(params.error) },
      }),
      language: languageMachine.provide({
        actions: { storeLanguage: (_, params) => effects.storeLanguage(params.language), reloadPage: () => effects.reloadPage() },
      }),
      ...provideContent(calls, effects),
      passwordReset: passwordReset.logic,
      loadPasswordReset: passwordReset.loader(async () =>
        (await import('../session/password-reset.machine')).passwordResetMachine.provide({ actors: { requestResetCode: calls.requestResetCode, resetPassword: calls.resetPassword } }),
      ),
      devtoolsReplay: timeTravel.logic,
      loadTimeTravel: timeTravel.loader(async () => (await import('../journal/time-travel.machine')).timeTravelMachine),
      catalog: catalogMachine.provide({ actors: { fetchCatalog: calls.fetchCatalog, history: pager } }),
      betting: bettingMachine.provide({
        actions: { navigate },
        actors: {
          game: gameArea.logic,
          loadGame: gameArea.loader(async () => (await chunks.game()).provideGame(calls, effects)),
          trend: trend.logic,
          loadTrend: trend.loader(async () => (await import('../games/trend.machine')).provideTrend(calls)),
        },
      }),
      account: accountArea.logic,
      customerChat: chatArea.logic,
      loadChat: chatArea.loader(async () => (await chunks.chat()).provideCustomerChat(calls, effects)),
      loadAccountArea: accountArea.loader(async () => (await chunks.accountArea()).provideAccountArea(calls, effects)),
      pwa: pwa.logic,
      loadPwa: pwa.loader(async () => (await chunks.pwa()).pagePwa()),
      messages: messages.logic,
      loadMessages: messages.loader(async () => (await import('../inbox/messages.machine')).provideMessages(calls, effects, navigate)),
    },
  });
}

export type ProvidedAppMachine = ReturnType<typeof provideApp>;
