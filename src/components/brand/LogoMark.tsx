import { useId } from 'react';

/** The Fastdraw mark: a gold coin with a lightning bolt, for "fast draw". Decorative. */
export function LogoMark({ size = 40 }: { size?: number }) {
  const gradient = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe39a" />
          <stop offset="1" stopColor="#d99a1e" />
        </linearGradient>
      </defs>
      <circle cx="24" cy="24" r="23" fill={`url(#${gradient})`} />
      <circle cx="24" cy="24" r="18" fill="#b3121f" stroke="#7a0c16" strokeWidth="1.5" />
      <path d="M27 9 15 27h8l-3 12 13-19h-8z" fill="#fff4d6" />
    </svg>
  );
}
