import styles from './BannerCarousel.module.css';

/** CSS-drawn pictures of the banner slides; decorative. */
export function DiceArt() {
  return (
    <div className={styles.dice}>
      {[5, 3, 6].map((pips, i) => (
        <span key={i} className={`${styles.die} ${styles[`die${i}`]}`} data-pips={pips}>
          {Array.from({ length: pips }, (_, p) => (
            <i key={p} />
          ))}
        </span>
      ))}
    </div>
  );
}

export function BallsArt() {
  return (
    <div className={styles.balls}>
      {['08', '17', '23', '31', '06'].map((number, i) => (
        <span key={number} className={`${styles.ball} ${i % 2 ? styles.ballGold : ''}`}>
          {number}
        </span>
      ))}
    </div>
  );
}

export function ShieldArt() {
  return (
    <div className={styles.shield}>
      <svg viewBox="0 0 120 140" width="150" height="175">
        <path d="M60 6 10 24v38c0 36 22 60 50 72 28-12 50-36 50-72V24z" fill="#fff6da" stroke="#f4c152" strokeWidth="6" />
        <path d="m36 70 16 16 32-34" fill="none" stroke="#b3121f" strokeWidth="10" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <code className={styles.hash}>sha256 · 9f2c…e41a</code>
    </div>
  );
}
