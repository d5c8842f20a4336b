import { useTranslation } from 'react-i18next';
import type { SideCounts, TrendChart, ValueCount } from '../../../models/games/trend';
import { useGroupLabel } from './TrendGrid';
import styles from './TrendPage.module.css';

/** Each family's own statistics under the grid (issue 20 §1). */
export function TrendTables({ chart }: { chart: TrendChart }) {
  const { t } = useTranslation('trend');
  const extras = chart.extras;
  switch (extras.family) {
    case 'k3':
      return (
        <div className={styles.tables}>
          <Distribution title={t('k3.sums')} counts={extras.sums} total={chart.rounds.length} />
          <section className={styles.card} aria-labelledby="trend-forms">
            <h2 id="trend-forms" className={styles.cardTitle}>
              {t('k3.forms')}
            </h2>
            <table className={styles.small}>
              <thead>
                <tr>
                  {(['triple', 'pair', 'straight', 'other'] as const).map((form) => (
                    <th key={form} scope="col">
                      {t(`form.${form}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  {(['triple', 'pair', 'straight', 'other'] as const).map((form) => (
                    <td key={form}>{extras.forms[form]}</td>
                  ))}
                </tr>
              </tbody>
            </table>
          </section>
        </div>
      );
    case 'pk10':
    case 'ssc':
    case 'pc28':
      return (
        <div className={styles.tables}>
          <Sides chart={chart} sides={extras.sides} />
        </div>
      );
    case 'hp8':
      return (
        <div className={styles.tables}>
          <HotCold title={t('hp8.hot')} counts={extras.hot} hot />
          <HotCold title={t('hp8.cold')} counts={extras.cold} hot={false} />
        </div>
      );
  }
}

/** How often each value came, as bars (SVG) and as a table. */
function Distribution({ title, counts, total }: { title: string; counts: ValueCount[]; total: number }) {
  const { t } = useTranslation('trend');
  const most = Math.max(1, ...counts.map((c) => c.times));
  const bar = 22;
  const height = 90;
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.cardTitle}>{title}</h2>
      <div className={styles.scroll}>
        <svg className={styles.bars} width={counts.length * bar} height={height + 16} aria-hidden="true" focusable="false">
          {counts.map((c, i) => {
            const h = Math.round((c.times / most) * height);
            return (
              <g key={c.value}>
                <rect x={i * bar + 3} y={height - h} width={bar - 6} height={h} rx={3} />
                <text x={i * bar + bar / 2} y={height + 13} textAnchor="middle">
                  {c.value}
                </text>
              </g>
            );
          })}
        </svg>
        <table className={styles.small}>
          <caption className="visually-hidden">{t('distribution.caption', { total })}</caption>
          <thead>
            <tr>
              <th scope="row">{t('distribution.value')}</th>
              {counts.map((c) => (
                <th key={c.value} scope="col">
                  {c.value}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('stats.times')}</th>
              {counts.map((c) => (
                <td key={c.value}>{c.times}</td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Sides({ chart, sides }: { chart: TrendChart; sides: SideCounts[] }) {
  const { t } = useTranslation('trend');
  const groupLabel = useGroupLabel(chart.gameType);
  return (
    <section className={styles.card} aria-labelledby="trend-sides">
      <h2 id="trend-sides" className={styles.cardTitle}>
        {t('sides.title')}
      </h2>
      <div className={styles.scroll}>
        <table className={styles.small}>
          <thead>
            <tr>
              <th scope="col">{t('sides.of')}</th>
              {(['big', 'small', 'odd', 'even'] as const).map((side) => (
                <th key={side} scope="col">
                  {t(`sides.${side}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sides.map((side) => (
              <tr key={side.key}>
                <th scope="row">{groupLabel(side.key)}</th>
                <td>{side.big}</td>
                <td>{side.small}</td>
                <td>{side.odd}</td>
                <td>{side.even}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function HotCold({ title, counts, hot }: { title: string; counts: ValueCount[]; hot: boolean }) {
  const { t } = useTranslation('trend');
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.cardTitle}>{title}</h2>
      <table className={styles.small}>
        <thead>
          <tr>
            <th scope="col">{t('distribution.value')}</th>
            <th scope="col">{t('stats.times')}</th>
          </tr>
        </thead>
        <tbody>
          {counts.map((c) => (
            <tr key={c.value}>
              <td>
                <span className={`${styles.ball} ${hot ? '' : styles.ballAlt}`}>{c.value}</span>
              </td>
              <td>{c.times}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
