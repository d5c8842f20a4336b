import { useCallback, useId, useMemo, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isMachineSnapshot } from 'xstate';
import type { Journal } from '../../machines/journal/journal';
import { formatEntryTime, lastEventsOf } from './filterJournal';
import { toInspectorJson } from './inspectJson';
import { createLiveActors, type InspectableSystem, type LiveActor, type LiveActorsStore } from './liveActors';
import { activePaths, buildStateTree } from './stateTree';
import { StateTreeView } from './StateTreeView';
import styles from './ActorInspector.module.css';

/** Events shown per actor, newest first. */
export const LAST_EVENTS = 20;

type JournalSource = Pick<Journal, 'entries' | 'subscribe'>;

export interface ActorInspectorProps {
  system: InspectableSystem;
  journal: JournalSource;
}

/**
 * The "Actors" view of the developer panel: every live actor of the system, and for the one
 * selected its state on the machine's state tree, its context (secrets redacted) and the last
 * events it received. Reads the actors and the journal in memory only; no network.
 */
export function ActorInspector({ system, journal }: ActorInspectorProps) {
  const store = useMemo(() => createLiveActors(system), [system]);
  const actors = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const [picked, setPicked] = useState<{ key: string; label: string } | null>(null);
  const selected = picked ? actors.find((actor) => actor.key === picked.key) : actors[0];

  return (
    <div className={styles.inspector}>
      <ActorList actors={actors} selected={selected} onSelect={(actor) => setPicked({ key: actor.key, label: actor.label })} />
      <div className={styles.details}>
        {selected ? (
          <ActorDetails key={selected.key} actor={selected} store={store} journal={journal} />
        ) : (
          <GoneOrEmpty picked={picked} />
        )}
      </div>
    </div>
  );
}

function GoneOrEmpty({ picked }: { picked: { label: string } | null }) {
  const { t } = useTranslation('devtools');
  return <p className={styles.hint}>{picked ? t('actorGone', { name: picked.label }) : t('pickActor')}</p>;
}

const STATUS_KEYS = { active: 'statusActive', done: 'statusDone', error: 'statusError', stopped: 'statusStopped' } as const;

function useStatusText(): (status: string) => string {
  const { t } = useTranslation('devtools');
  return (status) => (status in STATUS_KEYS ? t(STATUS_KEYS[status as keyof typeof STATUS_KEYS]) : status);
}

/** A listbox (one tab stop; arrows, Home and End move the selection, which follows focus). */
function ActorList({ actors, selected, onSelect }: { actors: readonly LiveActor[]; selected: LiveActor | undefined; onSelect: (actor: LiveActor) => void }) {
  const { t } = useTranslation('devtools');
  const statusText = useStatusText();
  const baseId = useId();
  const optionId = (actor: LiveActor) => `${baseId}-actor-${actor.key.replace(/[^\w-]/g, '_')}`;

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (actors.length === 0) return;
    const index = selected ? actors.indexOf(selected) : -1;
    const nextIndex =
      event.key === 'ArrowDown' ? Math.min(index + 1, actors.length - 1)
      : event.key === 'ArrowUp' ? Math.max(index - 1, 0)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? actors.length - 1
      : null;
    if (nextIndex === null) return;
    event.preventDefault();
    const next = actors[nextIndex] as LiveActor;
    onSelect(next);
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
  };

  if (actors.length === 0) return <p className={`${styles.list} ${styles.hint}`}>{t('noActors')}</p>;
  return (
    <ul
      role="listbox"
      aria-label={t('actorList', { count: actors.length })}
      aria-activedescendant={selected ? optionId(selected) : undefined}
      tabIndex={0}
      className={styles.list}
      onKeyDown={onKeyDown}
    >
      {actors.map((actor) => (
        <li
          key={actor.key}
          id={optionId(actor)}
          role="option"
          aria-selected={actor === selected}
          className={actor === selected ? styles.selectedOption : styles.option}
          style={{ paddingInlineStart: `${8 + Math.min(actor.depth, 6) * 12}px` }}
          onClick={(event) => {
            onSelect(actor);
            (event.currentTarget.parentElement as HTMLElement | null)?.focus();
          }}
        >
          <span className={styles.optionLabel}>{actor.label}</span>
          <span className={styles.optionMeta}>
            {actor.logicName && actor.logicName !== actor.label ? <span className={styles.logicName}>{actor.logicName}</span> : null}
            <span className={styles[`status_${actor.status}`] ?? styles.status}>{statusText(actor.status)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

interface SnapshotView {
  status?: string;
  value?: unknown;
  context?: unknown;
  output?: unknown;
  error?: unknown;
}

function ActorDetails({ actor, store, journal }: { actor: LiveActor; store: LiveActorsStore; journal: JournalSource }) {
  const { t } = useTranslation('devtools');
  const statusText = useStatusText();
  const subscribe = useCallback((listener: () => void) => store.subscribeActor(actor.key, listener), [store, actor.key]);
  const snapshot = useSyncExternalStore(subscribe, () => actor.ref.getSnapshot() as SnapshotView | undefined) ?? {};
  // The machine the snapshot belongs to: public API, unlike the ref's `logic`.
  const machine = isMachineSnapshot(snapshot) ? snapshot.machine : null;
  const tree = useMemo(() => (machine ? buildStateTree(machine, snapshot as Parameters<typeof buildStateTree>[1]) : null), [machine, snapshot]);
  const paths = tree ? activePaths(tree) : [];
  const [showTransitions, setShowTransitions] = useState(true);
  const baseId = useId();
  const status = snapshot.status ?? actor.status;

  return (
    <article className={styles.actor} aria-labelledby={`${baseId}-title`}>
      <header className={styles.actorHeader}>
        <h3 id={`${baseId}-title`} className={styles.actorTitle}>
          {actor.label}
        </h3>
        <dl className={styles.meta}>
          <div>
            <dt>{machine ? t('machine') : t('logic')}</dt>
            <dd>{actor.logicName ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('status')}</dt>
            <dd className={styles[`status_${status}`] ?? styles.status}>{statusText(status)}</dd>
          </div>
          <div>
            <dt>{t('actorId')}</dt>
            <dd>{actor.id}</dd>
          </div>
          <div>
            <dt>{t('sessionId')}</dt>
            <dd>{actor.key}</dd>
          </div>
          {actor.parent && (
            <div>
              <dt>{t('parent')}</dt>
              <dd>{actor.parent}</dd>
            </div>
          )}
        </dl>
        {machine && (
          <p className={styles.current}>
            <span className={styles.currentLabel}>{t('currentState')}</span>{' '}
            {paths.map((path) => (
              <code key={path} className={styles.currentPath}>
                {path}
              </code>
            ))}
          </p>
        )}
      </header>

      {tree ? (
        <section className={styles.section} aria-labelledby={`${baseId}-tree`}>
          <div className={styles.sectionHead}>
            <h4 id={`${baseId}-tree`} className={styles.sectionTitle}>
              {t('stateTree')}
            </h4>
            <label className={styles.toggle}>
              <input type="checkbox" checked={showTransitions} onChange={(event) => setShowTransitions(event.target.checked)} />{' '}
              {t('showTransitions')}
            </label>
          </div>
          <StateTreeView tree={tree} showTransitions={showTransitions} />
        </section>
      ) : (
        <section className={styles.section} aria-labelledby={`${baseId}-output`}>
          <p className={styles.hint}>{t('notMachine')}</p>
          <h4 id={`${baseId}-output`} className={styles.sectionTitle}>
            {status === 'error' ? t('error') : t('output')}
          </h4>
          {status === 'error' ? (
            <JsonBlock value={snapshot.error} />
          ) : snapshot.output === undefined ? (
            <p className={styles.hint}>{t('noOutput')}</p>
          ) : (
            <JsonBlock value={snapshot.output} />
          )}
        </section>
      )}

      <div className={styles.side}>
        {machine && (
          <section className={styles.section} aria-labelledby={`${baseId}-context`}>
            <h4 id={`${baseId}-context`} className={styles.sectionTitle}>
              {t('context')}
            </h4>
            <JsonBlock value={snapshot.context} />
          </section>
        )}
        <LastEvents of={{ target: actor.label, actor: actor.key }} journal={journal} />
      </div>
    </article>
  );
}

function JsonBlock({ value }: { value: unknown }) {
  const { t } = useTranslation('devtools');
  const json = useMemo(() => toInspectorJson(value), [value]);
  // Focusable: the block scrolls, and keyboard users must be able to scroll it.
  return json.ok ? (
    <pre className={styles.json} tabIndex={0}>
      {json.text}
    </pre>
  ) : (
    <p className={styles.hint}>{t('unserializable', { message: json.error })}</p>
  );
}

function LastEvents({ of: { target, actor }, journal }: { of: { target: string; actor: string }; journal: JournalSource }) {
  const { t } = useTranslation('devtools');
  const entries = useSyncExternalStore(journal.subscribe, journal.entries);
  const events = useMemo(() => lastEventsOf(entries, { target, actor }, LAST_EVENTS), [entries, target, actor]);
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.sectionTitle}>
        {t('lastEvents', { limit: LAST_EVENTS })}
      </h4>
      {events.length === 0 ? (
        <p className={styles.hint}>{t('noEvents')}</p>
      ) : (
        <ol className={styles.events}>
          {events.map((entry) => (
            <li key={entry.seq} className={styles.event}>
              <details>
                <summary className={styles.eventSummary}>
                  <span className={styles.eventSeq}>#{entry.seq}</span>
                  <time className={styles.eventTime}>{formatEntryTime(entry.at)}</time>
                  <span className={styles.eventType}>
                    {entry.event.type}
                    {entry.collapsed ? <span className={styles.collapsed}> {t('collapsed', { n: entry.collapsed })}</span> : null}
                  </span>
                </summary>
                <pre className={styles.json}>{JSON.stringify(entry.event, null, 2)}</pre>
              </details>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
