/**
 * Text for an operator's terminal. What players wrote (a bank holder's name, a transaction id, an
 * account) can hold escape sequences that clear the screen or print fake lines, or bidi overrides
 * that reorder what is shown; printed as it is, the terminal obeys them. Every such character is
 * shown as an escape instead: C0 controls (line feeds too), DEL and C1 controls as `\xNN`, bidi
 * controls and the Unicode line/paragraph separators as `\u{NNNN}`.
 */

// C0, DEL, C1; the Arabic letter mark, LRM/RLM, LRE…RLO (U+202A–202E), LRI…PDI (U+2066–2069), LS/PS (U+2028/2029).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;

/** The text with every control character made visible (one line: a line feed becomes `\x0a`). */
export function terminalText(text: string): string {
  return text.replace(UNSAFE, (char) => {
    const code = char.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16).toUpperCase()}}`;
  });
}

/** A whole answer for the terminal: its own lines kept, everything else inside them made visible. */
export const terminalLines = (text: string): string => text.split('\n').map(terminalText).join('\n');
