/** The chat's own small glyphs (the shared icon set has no paperclip or paper plane). */
const PATHS = {
  attach: 'M21 11.5 12.6 19.9a5.5 5.5 0 0 1-7.8-7.8l8.5-8.5a3.7 3.7 0 0 1 5.2 5.2L10 17.3a1.8 1.8 0 0 1-2.6-2.6l7.8-7.8',
  send: 'M4 12 20 4l-6 16-3-7zM11 13l9-9',
} as const;

export function ChatGlyph({ name, size = 20 }: { name: keyof typeof PATHS; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
