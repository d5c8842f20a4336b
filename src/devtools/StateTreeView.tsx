import { useTranslation } from 'react-i18next';
import { delayOf, type StateTreeNode, type StateTreeTransition } from './stateTree';
import styles from './ActorInspector.module.css';

/**
 * A machine's state tree as nested lists. Active state nodes carry `aria-current="true"`, a
 * filled marker and the highlight colour; the initial child of each compound state is tagged.
 */
export function StateTreeView({ tree, showTransitions }: { tree: StateTreeNode; showTransitions: boolean }) {
  return (
    <ul className={styles.tree}>
      <StateTreeItem node={tree} showTransitions={showTransitions} />
    </ul>
  );
}

function StateTreeItem({ node, showTransitions }: { node: StateTreeNode; showTransitions: boolean }) {
  const { t } = useTranslation('devtools');
  const typeTag = node.type === 'parallel' ? t('typeParallel') : node.type === 'final' ? t('typeFinal') : node.type === 'history' ? t('typeHistory') : null;
  return (
    <li className={node.active ? styles.activeNode : styles.node} aria-current={node.active ? 'true' : undefined} data-state-id={node.id}>
      <div className={styles.nodeRow}>
        <span className={styles.marker} aria-hidden="true">
          {node.active ? '●' : '○'}
        </span>
        <span className={styles.nodeKey}>{node.key}</span>
        {node.active && <span className="visually-hidden">({t('activeState')})</span>}
        {node.initial && <span className={styles.tag}>{t('initialState')}</span>}
        {typeTag && <span className={styles.tag}>{typeTag}</span>}
        {node.invokes.length > 0 && <span className={styles.invokes}>{t('invokes', { names: node.invokes.join(', ') })}</span>}
      </div>
      {showTransitions && node.transitions.length > 0 && (
        <ul className={styles.transitions}>
          {node.transitions.map((transition, index) => (
            <li key={index} className={styles.transition}>
              <TransitionText transition={transition} />
            </li>
          ))}
        </ul>
      )}
      {node.children.length > 0 && (
        <ul className={styles.children}>
          {node.children.map((child) => (
            <StateTreeItem key={child.id} node={child} showTransitions={showTransitions} />
          ))}
        </ul>
      )}
    </li>
  );
}

function TransitionText({ transition }: { transition: StateTreeTransition }) {
  const { t } = useTranslation('devtools');
  const delay = delayOf(transition.event);
  const event =
    transition.event === '' ? t('eventless')
    : delay && /^\d+$/.test(delay.delay) ? t('afterDelay', delay)
    : delay ? t('afterNamedDelay', delay)
    : transition.event;
  return (
    <>
      <span className={styles.transitionEvent}>{event}</span>
      {transition.targets.length > 0 && <span className={styles.transitionTarget}> → {transition.targets.join(', ')}</span>}
    </>
  );
}
