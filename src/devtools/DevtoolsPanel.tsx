import { useSelector } from '../app/use-selector';
import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useJournal } from '../app/hooks';
import { statelyInspector } from '../app/inspector';
import { useRuntime } from '../app/system';
import { ActorInspector } from './ActorInspector';
import { JournalView } from './JournalView';
import { inspectSystemOf, type InspectableSystem } from './liveActors';
import { machinesOf } from './machinesOf';
import { ReplayView } from './ReplayView';
import styles from './DevtoolsPanel.module.css';

type View = 'journal' | 'actors' | 'replay';

/**
 * The panel is not part of the app: a pointer press in it must not reach the document, where an
 * open dialog or menu would take it for an outside click and close (changing what is inspected).
 */
const keepPointerInPanel = (event: { stopPropagation(): void }) => event.stopPropagation();
const VIEWS: readonly View[] = ['journal', 'actors', 'replay'];

/**
 * The developer panel (`?devtools`, loaded lazily; docs/devtools.md): three views, the live event
 * journal, an offline inspector of every actor of the root system, and replay (time travel over
 * the live journal or an exported file). Works without any network; a line at the bottom says
 * what the Stately inspector (`?inspect`) is doing.
 */
export function DevtoolsPanel() {
  const { t } = useTranslation('devtools');
  const { entries, exportJournal } = useJournal();
  const [open, setOpen] = useState(true);
  const [view, setView] = useState<View>('journal');
  const baseId = useId();
  const tabs = useRef<Partial<Record<View, HTMLButtonElement | null>>>({});
  const tabId = (name: View) => `${baseId}-tab-${name}`;
  const panelId = (name: View) => `${baseId}-panel-${name}`;
  const labels: Record<View, string> = { journal: t('tabJournal'), actors: t('tabActors'), replay: t('tabReplay') };

  if (!open) {
    return (
      <button type="button" className={styles.pill} onClick={() => setOpen(true)} onPointerDown={keepPointerInPanel} aria-expanded={false}>
        {t('title')} · {entries.length}
      </button>
    );
  }

  /** Arrow keys, Home and End move between the tabs (the WAI-ARIA tabs pattern, automatic activation). */
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = VIEWS.indexOf(view);
    const next =
      event.key === 'ArrowRight' ? VIEWS[(index + 1) % VIEWS.length]
      : event.key === 'ArrowLeft' ? VIEWS[(index + VIEWS.length - 1) % VIEWS.length]
      : event.key === 'Home' ? VIEWS[0]
      : event.key === 'End' ? VIEWS[VIEWS.length - 1]
      : undefined;
    if (!next) return;
    event.preventDefault();
    setView(next);
    tabs.current[next]?.focus();
  };

  return (
    <section className={`${styles.panel} ${view === 'journal' ? '' : styles.wide}`} aria-label={t('title')} onPointerDown={keepPointerInPanel}>
      <header className={styles.header}>
        <h2 className={styles.title}>{t('title')}</h2>
        <div role="tablist" aria-label={t('views')} className={styles.tabs}>
          {VIEWS.map((name) => (
            <button
              key={name}
              ref={(element) => {
                tabs.current[name] = element;
              }}
              type="button"
              role="tab"
              id={tabId(name)}
              aria-selected={view === name}
              aria-controls={view === name ? panelId(name) : undefined}
              tabIndex={view === name ? 0 : -1}
              className={styles.tab}
              onClick={() => setView(name)}
              onKeyDown={onTabKey}
            >
              {labels[name]}
            </button>
          ))}
        </div>
        <button type="button" className={styles.button} onClick={() => setOpen(false)} aria-expanded={true}>
          {t('collapse')}
        </button>
      </header>
      <div role="tabpanel" id={panelId(view)} aria-labelledby={tabId(view)} className={styles.body}>
        {view === 'journal' ? <JournalView entries={entries} exportJournal={exportJournal} /> : view === 'actors' ? <RuntimeActorInspector /> : <RuntimeReplay />}
      </div>
      <InspectorStatus />
    </section>
  );
}

/** The inspector over the page's root actor system, observed through `runtime.observe` (else XState's `system.inspect`). */
function RuntimeActorInspector() {
  const runtime = useRuntime();
  const system = useMemo(() => {
    const observe = (runtime as { observe?: InspectableSystem['observe'] }).observe;
    return { root: runtime.actor, observe: observe ?? inspectSystemOf(runtime.actor) };
  }, [runtime]);
  return <ActorInspector system={system} journal={runtime.journal} />;
}

/**
 * Replay over the page's journal, recomputing contexts with the live system's machines. The app
 * spawns its time-travel actor while this view shows (as a page tells its owner it shows).
 */
function RuntimeReplay() {
  const runtime = useRuntime();
  const app = runtime.actor;
  useEffect(() => {
    app.send({ type: 'devtools.replay.show' });
    return () => app.send({ type: 'devtools.replay.hide' });
  }, [app]);
  const replay = useSelector(app, (s) => s.children.devtoolsReplay);
  const liveData = useCallback(() => runtime.journal.data(), [runtime]);
  const machines = useCallback(() => machinesOf(runtime.actor), [runtime]);
  return replay ? <ReplayView replay={replay} liveData={liveData} machines={machines} /> : null;
}

const INSPECTOR_TEXT = { off: 'inspectorOff', refused: 'inspectorOff', loading: 'inspectorLoading', open: 'inspectorOpen', failed: 'inspectorFailed' } as const;

/** What `?inspect` does on this page: never silent. */
function InspectorStatus() {
  const { t } = useTranslation('devtools');
  const state = useSyncExternalStore(statelyInspector.subscribe, statelyInspector.getState);
  return (
    <p className={styles.footer} role="status">
      {t(INSPECTOR_TEXT[state])}
    </p>
  );
}
