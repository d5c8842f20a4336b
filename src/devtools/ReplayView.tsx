import { useSelector } from '../app/use-selector';
import { useId, useMemo, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { createTimeline, NO_MACHINE, parseJournal, type JournalData, type MachinesByTarget } from '../../machines/journal/journal';
import type { TimeTravelMachine } from '../../machines/journal/time-travel.machine';
import { formatEntryTime } from './filterJournal';
import { toInspectorJson } from './inspectJson';
import { stateValueText } from './stateValueText';
import styles from './ReplayView.module.css';

export type TimeTravelRef = ActorRefFrom<TimeTravelMachine>;

export interface ReplayViewProps {
  /** The time-travel actor (the app's `devtoolsReplay`): which journal is loaded, the step shown. */
  replay: TimeTravelRef;
  /** The live journal's data right now. */
  liveData: () => JournalData;
  /** Machines to recompute contexts with (machinesOf the live system). */
  machines: () => MachinesByTarget;
}

/**
 * The "Replay" view of the developer panel: time travel over a journal, offline. Load an exported
 * file (or take the live journal as it is now), then step forward and back through its events and
 * see every actor's state at that step, with its context where replay can recompute it. What is
 * loaded and the step shown are the time-travel actor's (machines/journal/time-travel.machine.ts);
 * the view reads the file and computes the timeline of what is loaded.
 */
export function ReplayView({ replay, liveData, machines }: ReplayViewProps) {
  const { t } = useTranslation('devtools');
  const source = useSelector(replay, (s) => (s.hasTag('loaded') ? s.context.source : null));
  const importError = useSelector(replay, (s) => (s.hasTag('importFailed') ? s.context.importError : null));
  const fileId = useId();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      replay.send({ type: 'replay.load', data: parseJournal(await file.text()), fileName: file.name });
    } catch (problem) {
      replay.send({ type: 'replay.importFailed', fileName: file.name, message: problem instanceof Error ? problem.message : String(problem) });
    }
  };
  const error = importError && t('importFailed', { name: importError.fileName, message: importError.message });

  return (
    <div className={styles.replay}>
      <div className={styles.sources}>
        {/* The input first: its focus ring is drawn on the visible label that follows it. */}
        <input id={fileId} className={styles.fileInput} type="file" accept="application/json,.json" onChange={(event) => void onFile(event)} />
        <label htmlFor={fileId} className={styles.fileButton}>
          {t('importJournal')}
        </label>
        <button type="button" className={styles.button} onClick={() => replay.send({ type: 'replay.load', data: liveData() })}>
          {t('replayLive')}
        </button>
        {source && <span className={styles.sourceName}>{source.fileName ?? t('liveJournal')}</span>}
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {source ? <Stepper replay={replay} data={source.data} machines={machines} /> : !error && <p className={styles.hint}>{t('replayHint')}</p>}
    </div>
  );
}

function Stepper({ replay, data, machines }: { replay: TimeTravelRef; data: JournalData; machines: () => MachinesByTarget }) {
  const { t } = useTranslation('devtools');
  const timeline = useMemo(() => createTimeline(data, machines()), [data, machines]);
  const index = useSelector(replay, (s) => s.context.index);
  const last = useSelector(replay, (s) => s.context.last);
  const noSteps = useSelector(replay, (s) => s.hasTag('noSteps'));
  const canBack = useSelector(replay, (s) => s.can({ type: 'replay.back' }));
  const canForward = useSelector(replay, (s) => s.can({ type: 'replay.forward' }));
  const sliderId = useId();
  const step = timeline.steps[index];
  const actors = useMemo(() => timeline.actorsAt(index), [timeline, index]);

  if (noSteps || !step) return <p className={styles.hint}>{t('replayEmpty')}</p>;

  return (
    <>
      <div className={styles.controls} role="group" aria-label={t('replaySteps')}>
        <button type="button" className={styles.button} onClick={() => replay.send({ type: 'replay.first' })} disabled={!canBack} aria-label={t('stepFirst')}>
          |◀
        </button>
        <button type="button" className={styles.button} onClick={() => replay.send({ type: 'replay.back' })} disabled={!canBack}>
          {t('stepBack')}
        </button>
        <button type="button" className={styles.button} onClick={() => replay.send({ type: 'replay.forward' })} disabled={!canForward}>
          {t('stepForward')}
        </button>
        <button type="button" className={styles.button} onClick={() => replay.send({ type: 'replay.last' })} disabled={!canForward} aria-label={t('stepLast')}>
          ▶|
        </button>
        <label htmlFor={sliderId} className="visually-hidden">
          {t('step')}
        </label>
        <input
          id={sliderId}
          className={styles.slider}
          type="range"
          min={0}
          max={last}
          value={index}
          onChange={(event) => replay.send({ type: 'replay.goTo', index: Number(event.target.value) })}
          aria-valuetext={t('stepOf', { n: index + 1, total: last + 1 })}
        />
      </div>
      <p className={styles.position} aria-live="polite">
        <span>{t('stepOf', { n: index + 1, total: last + 1 })}</span> <span className={styles.seq}>#{step.seq}</span>{' '}
        <time className={styles.time}>{formatEntryTime(step.at)}</time> <span className={styles.target}>{step.target}</span>{' '}
        <span className={styles.type}>{step.event.type}</span>
      </p>
      <details className={styles.event}>
        <summary>{t('stepEvent')}</summary>
        <pre className={styles.json} tabIndex={0}>
          {JSON.stringify(step.event, null, 2)}
        </pre>
      </details>
      <ul className={styles.actors} aria-label={t('actorsAtStep')}>
        {actors.map((actor) => (
          <li key={actor.actor} className={actor.current ? styles.currentActor : styles.actor} aria-current={actor.current ? 'step' : undefined} data-target={actor.target}>
            <div className={styles.actorRow}>
              <span className={styles.actorName}>{actor.target}</span>
              <code className={styles.state}>{stateValueText(actor.state)}</code>
              {actor.current && <span className={styles.tag}>{t('receivedHere')}</span>}
            </div>
            {actor.context !== undefined ? (
              <details>
                <summary className={styles.contextSummary}>{t('context')}</summary>
                <ContextJson value={actor.context} />
              </details>
            ) : (
              <p className={styles.note}>{actor.note === NO_MACHINE ? t('noMachine') : t('noContext', { reason: actor.note ?? '' })}</p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function ContextJson({ value }: { value: unknown }) {
  const json = toInspectorJson(value);
  return (
    <pre className={styles.json} tabIndex={0}>
      {json.ok ? json.text : json.error}
    </pre>
  );
}
