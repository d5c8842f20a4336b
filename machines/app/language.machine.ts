import { assign, setup } from 'xstate';
import { isSupportedLanguage, resolveLanguage, type Language } from '../../models/language';

/**
 * The interface language (spec §1): the stored choice, else the browser's, else zh-CN.
 * Changing it stores the choice and reloads the page, so every screen starts in it.
 */
export interface LanguageInput {
  stored: string | null;
  browser: readonly string[];
}

export interface LanguageContext {
  language: Language;
}

export type LanguageEvent = { type: 'language.change'; language: string };

export const languageMachine = setup({
  types: { context: {} as LanguageContext, events: {} as LanguageEvent, input: {} as LanguageInput },
  actions: {
    storeLanguage: (_, _params: { language: Language }) => {},
    reloadPage: () => {},
  },
  guards: {
    isNewSupportedLanguage: ({ context, event }) =>
      isSupportedLanguage(event.language) && event.language !== context.language,
  },
}).createMachine({
  id: 'language',
  context: ({ input }) => ({ language: resolveLanguage(input.stored, input.browser) }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'language.change': {
          guard: 'isNewSupportedLanguage',
          target: 'reloading',
          actions: [
            assign({ language: ({ event }) => event.language as Language }),
            { type: 'storeLanguage', params: ({ event }) => ({ language: event.language as Language }) },
            'reloadPage',
          ],
        },
      },
    },
    // The page is going away; nothing else happens here. Not a final state: a finished actor
    // leaves the system, and views still reading it until the reload would find nothing.
    reloading: {},
  },
});
