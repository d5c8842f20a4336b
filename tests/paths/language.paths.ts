import { languageMachine } from '../../machines/app/language.machine';
import type { PathSuite } from './generate';

/** The player's language: a change to another supported one reloads the page; the same one or an unknown one does nothing. */
export const languagePaths: PathSuite<typeof languageMachine> = {
  machine: languageMachine,
  input: { stored: 'zh-CN', browser: ['zh-CN'] },
  events: [
    { type: 'language.change', language: 'en-US' },
    { type: 'language.change', language: 'zh-CN' },
    { type: 'language.change', language: 'xx-XX' },
  ],
};
