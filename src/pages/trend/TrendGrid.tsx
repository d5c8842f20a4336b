import { useTranslation } from 'react-i18next';
import type { TrendChart, TrendGroup, TrendStats } from '../../../models/games/trend';
import styles from './TrendPage.module.css';

/** Cell sizes of the grid, in px: the line layer is drawn on the same grid. */
const CELL_W = 26;
const ROW_H = 24;
const ROUND_W = 108;
const HEADER_ROWS = 2;

const STAT_ROWS: readonly (keyof TrendStats)[] = ['times', 'averageMissing', 'longestMissing', 'longestRun'];

/** The heading of a group of columns: the sum, the numbers, or a position of the family. */
export function useGroupLabel(gameType: TrendChart['gameType']) {
  const { t } = useTranslation('trend');
  return (key: string) => (key.startsWith('pos') ? t(`position.${gameType === 'ssc' ? 'ssc' : 'pk10'}.${key.slice(3)}`) : t(`group.${key}`));
}

/**
 * The basic trend grid (issue 20 §1): a row per round (oldest at the top), a column per value of
 * each group; the drawn value is marked and, where a group marks one value a round, joined to the
 * next round's by a line (an SVG layer under the table); the other cells show the missing count.
 * Under it the statistics rows. A real table, so it reads as one; it scrolls inside its frame.
 */
export function TrendGrid({ chart }: { chart: TrendChart }) {
  const { t } = useTranslation('trend');
  const groupLabel = useGroupLabel(chart.gameType);
  const columns = chart.groups.reduce((n, group) => n + group.values.length, 0);
  const width = ROUND_W + columns * CELL_W;
  const offsets = chart.groups.map((_, index) => chart.groups.slice(0, index).reduce((n, group) => n + group.values.length, 0));

  return (
    <div className={styles.frame} tabIndex={0} role="region" aria-label={t('grid.label')}>
      <div className={styles.canvas} style={{ width }}>
        <svg className={styles.lines} width={columns * CELL_W} height={chart.rounds.length * ROW_H} style={{ left: ROUND_W, top: HEADER_ROWS * ROW_H }} aria-hidden="true" focusable="false">
          {chart.groups.map((group, index) => (group.line ? <GroupLine key={group.key} group={group} offset={offsets[index] ?? 0} tone={index % 2} /> : null))}
        </svg>
        <table className={styles.grid} style={{ width }}>
          <caption className="visually-hidden">{t('grid.caption')}</caption>
          <colgroup>
            <col style={{ width: ROUND_W }} />
            {Array.from({ length: columns }, (_, i) => (
              <col key={i} style={{ width: CELL_W }} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <th scope="col" rowSpan={2} className={styles.roundHead}>
                {t('grid.round')}
              </th>
              {chart.groups.map((group, index) => (
                <th key={group.key} scope="colgroup" colSpan={group.values.length} className={index % 2 ? styles.groupAlt : styles.group}>
                  {groupLabel(group.key)}
                </th>
              ))}
            </tr>
            <tr>
              {chart.groups.flatMap((group, index) =>
                group.values.map((value) => (
                  <th key={`${group.key}-${value}`} scope="col" className={`${styles.valueHead} ${index % 2 ? styles.alt : ''}`}>
                    {value}
                  </th>
                )),
              )}
            </tr>
          </thead>
          <tbody>
            {chart.rounds.map((round, row) => (
              <tr key={round.prizeNo}>
                <th scope="row" className={styles.round}>
                  {round.prizeNo}
                </th>
                {chart.groups.flatMap((group, index) =>
                  group.values.map((value, col) => {
                    const missing = group.missing[row]?.[col] ?? 0;
                    return (
                      <td key={`${group.key}-${value}`} className={`${styles.cell} ${index % 2 ? styles.alt : ''}`}>
                        {missing === 0 ? <span className={`${styles.ball} ${index % 2 ? styles.ballAlt : ''}`}>{value}</span> : missing}
                      </td>
                    );
                  }),
                )}
              </tr>
            ))}
          </tbody>
          <tfoot>
            {STAT_ROWS.map((stat) => (
              <tr key={stat} className={styles.statRow}>
                <th scope="row" className={styles.statHead}>
                  {t(`stats.${stat}`)}
                </th>
                {chart.groups.flatMap((group) => group.stats.map((stats, col) => <td key={`${group.key}-${col}`}>{stats[stat]}</td>))}
              </tr>
            ))}
          </tfoot>
        </table>
      </div>
    </div>
  );
}

/** The line joining a group's marks, round by round. */
function GroupLine({ group, offset, tone }: { group: TrendGroup; offset: number; tone: number }) {
  const points = group.missing.flatMap((row, r) => {
    const col = row.indexOf(0);
    return col < 0 ? [] : [`${(offset + col) * CELL_W + CELL_W / 2},${r * ROW_H + ROW_H / 2}`];
  });
  return <polyline points={points.join(' ')} className={tone ? styles.lineAlt : styles.line} />;
}
