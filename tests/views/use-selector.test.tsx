// @vitest-environment jsdom
/**
 * The views' subscription (src/app/use-selector.ts): what an actor does on its own renders as a
 * transition (React may keep what is on screen while it prepares the next one, and slices the
 * work), what the player does renders at once, and it otherwise behaves as @xstate/react's.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, setup } from 'xstate';
import { useSelector } from '../../src/app/use-selector';

afterEach(cleanup);

const counter = setup({ types: { context: {} as { n: number }, events: {} as { type: 'inc' } } }).createMachine({
  context: { n: 1 },
  on: { inc: { actions: assign({ n: ({ context }) => context.n + 1 }) } },
});

const never = new Promise<never>(() => {});

/** Shows n, and suspends (for good) on 2: the update to 2 shows whether React kept the screen. */
function Count({ actor }: { actor: ReturnType<typeof createActor<typeof counter>> }) {
  const n = useSelector(actor, (s) => s.context.n);
  if (n === 2) throw never;
  return (
    <button type="button" onClick={() => actor.send({ type: 'inc' })}>
      n={n}
    </button>
  );
}

function mount(actor: ReturnType<typeof createActor<typeof counter>>) {
  render(
    <Suspense fallback={<p>waiting</p>}>
      <Count actor={actor} />
    </Suspense>,
  );
}

describe('useSelector', () => {
  it("renders an actor's own update as a transition: what is shown stays while the next view suspends", async () => {
    const actor = createActor(counter).start();
    mount(actor);
    expect(screen.getByRole('button').textContent).toBe('n=1');
    await act(async () => {
      setTimeout(() => actor.send({ type: 'inc' }), 0); // as an API answer or a timer would
      await new Promise((done) => setTimeout(done, 10));
    });
    expect(screen.queryByText('waiting')).toBeNull();
    expect(screen.getByRole('button').textContent).toBe('n=1');
  });

  it("renders the player's own input at once (the fallback shows, no transition holds it back)", () => {
    const actor = createActor(counter).start();
    mount(actor);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByText('waiting')).toBeTruthy();
  });

  it('re-renders nothing when the selection is unchanged', () => {
    const machine = createMachine({ context: { a: 1, b: 1 }, on: { b: { actions: assign({ b: ({ context }) => context.b + 1 }) } } });
    const actor = createActor(machine).start();
    let renders = 0;
    function A() {
      renders++;
      return <p>{useSelector(actor, (s) => s.context.a)}</p>;
    }
    render(<A />);
    const before = renders;
    act(() => actor.send({ type: 'b' }));
    expect(renders).toBe(before);
  });

  it('gives the selector undefined for no actor', () => {
    function None() {
      return <p>{useSelector(undefined, (s) => (s === undefined ? 'none' : 'some'))}</p>;
    }
    render(<None />);
    expect(screen.getByText('none')).toBeTruthy();
  });

  it("throws an actor's error to the nearest error boundary", () => {
    const failing = createMachine({
      on: {
        fail: {
          actions: () => {
            throw new Error('broken');
          },
        },
      },
    });
    const actor = createActor(failing);
    actor.subscribe({ error: () => {} });
    actor.start();
    class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
      override state = { error: null as string | null };
      static getDerivedStateFromError(error: Error) {
        return { error: error.message };
      }
      override render() {
        return this.state.error ? <p>caught {this.state.error}</p> : this.props.children;
      }
    }
    function Status() {
      return <p>{useSelector(actor, (s) => s.status)}</p>;
    }
    const quiet = console.error;
    console.error = () => {};
    try {
      render(
        <Boundary>
          <Status />
        </Boundary>,
      );
      act(() => actor.send({ type: 'fail' }));
      expect(screen.getByText('caught broken')).toBeTruthy();
    } finally {
      console.error = quiet;
    }
  });
});
