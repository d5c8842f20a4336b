import { assign, fromPromise, setup } from 'xstate';
import type { Variant } from '../../models/currency';
import type { User } from '../../models/entities';
import { validatePersonalInfo, type PersonalInfoValues } from '../../models/validation';
import { toFormError, type FormError } from '../core/form-error';
import type { SessionChanged } from '../core/events';
import { watchSession } from '../core/session-watch';

/**
 * The personal info of the account area (spec §2 "Personal info", §4, §5): real name, ID card
 * number and mobile are editable only while any of the three is empty; a successful save makes
 * the page read-only and reloads the session's user info. The e-mail is shown, never edited here
 * (it is bound on the bind-email page).
 *
 * The machine follows the session (`watchSession`): which mode it is in depends on the user
 * info, so it waits for it, and a user completed elsewhere (another tab) turns it read-only.
 *
 * ```
 * waiting ─▶ routing ─▶ editing ─profile.submit─▶ saving ─▶ readOnly.saved (the success message)
 *               └──────────(complete)──────────────────────▶ readOnly.complete
 * ```
 */
export type ProfileField = keyof PersonalInfoValues;

/** What the page shows of the user. */
export interface ProfileInfo extends PersonalInfoValues {
  email: string;
}

export interface ProfileEditInput {
  /** Whose ID and mobile numbers the form takes (models/validation/identity.ts). */
  variant: Variant;
}

export interface ProfileEditContext {
  variant: Variant;
  /** The user's saved info, or null until the session has it. */
  profile: ProfileInfo | null;
  /** The form while editable. */
  draft: PersonalInfoValues;
  error: FormError | null;
}

export type ProfileEditEvent =
  | SessionChanged
  | { type: 'profile.input'; field: ProfileField; value: string }
  | { type: 'profile.submit' };

const EMPTY: PersonalInfoValues = { name: '', cardNo: '', mobile: '' };

const profileOf = (user: User): ProfileInfo => ({ name: user.name, cardNo: user.cardNo, mobile: user.mobile, email: user.email });

/** Editable only while any of name, cardNo, mobile is empty (spec §2). */
export const isProfileComplete = (profile: PersonalInfoValues): boolean => profile.name !== '' && profile.cardNo !== '' && profile.mobile !== '';

/** What is sent: the validator's view of the form (the name without surrounding spaces). */
const submitted = (draft: PersonalInfoValues): PersonalInfoValues => ({ name: draft.name.trim(), cardNo: draft.cardNo.trim(), mobile: draft.mobile.trim() });

export const profileEditMachine = setup({
  types: { context: {} as ProfileEditContext, events: {} as ProfileEditEvent, input: {} as ProfileEditInput },
  actors: {
    watchSession,
    updateProfile: fromPromise<User, PersonalInfoValues>(async () => {
      throw new Error('profileEdit: the updateProfile actor must be provided');
    }),
  },
  actions: {
    /** The info was saved: whoever holds the user info should reload it (spec §4). */
    saved: () => {},
  },
  guards: {
    hasProfile: ({ context }) => context.profile !== null,
    isComplete: ({ context }) => context.profile !== null && isProfileComplete(context.profile),
    isDraftValid: ({ context }) => validatePersonalInfo(context.draft, context.variant) === null,
  },
}).createMachine({
  id: 'profileEdit',
  context: ({ input }) => ({ variant: input.variant, profile: null, draft: EMPTY, error: null }),
  invoke: { src: 'watchSession' },
  initial: 'waiting',
  on: {
    'session.changed': { actions: assign({ profile: ({ context, event }) => (event.user ? profileOf(event.user) : context.profile) }) },
  },
  states: {
    waiting: {
      always: { guard: 'hasProfile', target: 'routing' },
    },
    routing: {
      always: [
        { guard: 'isComplete', target: 'readOnly.complete' },
        // What the server already has is prefilled; the player completes the rest.
        { target: 'editing', actions: assign({ draft: ({ context }) => ({ ...EMPTY, ...(context.profile ? submittedOf(context.profile) : {}) }) }) },
      ],
    },
    editing: {
      tags: ['editing'],
      // Completed elsewhere (another tab, customer service): nothing is editable any more.
      always: { guard: 'isComplete', target: 'readOnly.complete' },
      on: {
        'profile.input': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }), error: null }) },
        'profile.submit': [
          { guard: 'isDraftValid', target: 'saving', actions: assign({ error: null }) },
          { actions: assign({ error: ({ context }) => validatePersonalInfo(context.draft, context.variant) }) },
        ],
      },
    },
    saving: {
      description: 'The profile is on its way: the form is disabled.',
      tags: ['editing', 'saving'],
      invoke: {
        src: 'updateProfile',
        input: ({ context }) => submitted(context.draft),
        onDone: { target: 'readOnly.saved', actions: [assign({ profile: ({ event }) => profileOf(event.output) }), 'saved'] },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toFormError(event.error) }) },
      },
    },
    readOnly: {
      description: 'The profile is complete (or was saved): shown read-only.',
      tags: ['readOnly'],
      initial: 'complete',
      states: {
        complete: { description: 'Complete when the page opened, or completed elsewhere.' },
        saved: { description: 'This page saved it: the success message shows.', tags: ['saved'] },
      },
    },
  },
});

function submittedOf(profile: ProfileInfo): PersonalInfoValues {
  return { name: profile.name, cardNo: profile.cardNo, mobile: profile.mobile };
}

export type ProfileEditMachine = typeof profileEditMachine;
