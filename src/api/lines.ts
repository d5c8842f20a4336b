import { isHttpBase } from '../config/url';

/**
 * The API line in use and the rule for leaving it (spec §7, §9): after `switchAfter` consecutive
 * failed attempts (default 2) the next attempt goes to the next line, wrapping round. Any
 * answer from the line resets the count.
 *
 * The rotation starts with the base the client began on (runtime config or cookie override),
 * followed by the lines fetched from the address list.
 */
export class LineSwitcher {
  private lines: string[];
  private index = 0;
  private failures = 0;

  constructor(
    initialBase: string,
    /** Spec §7/§9: the base switches after MORE than this many consecutive failures. */
    private readonly maxFailures = 2,
  ) {
    this.lines = [trimSlash(initialBase)];
  }

  current(): string {
    return this.lines[this.index] ?? this.lines[0] ?? '';
  }

  all(): readonly string[] {
    return this.lines;
  }

  /** Adds the fetched lines after the current one; the line in use stays in use. */
  setLines(urls: readonly string[]): void {
    const current = this.current();
    this.lines = [...new Set([current, ...urls.map(trimSlash)])];
    this.index = 0;
  }

  /** Switches to `base` if it is one of the lines (the API base override, once the list names it). */
  use(base: string): void {
    const index = this.lines.indexOf(trimSlash(base));
    if (index < 0) return;
    this.index = index;
    this.failures = 0;
  }

  /** Counts a failure on `base`; one that started before a switch does not count against the new line. */
  recordFailure(base: string): void {
    if (base !== this.current()) return;
    this.failures += 1;
    if (this.failures > this.maxFailures) {
      this.index = (this.index + 1) % this.lines.length;
      this.failures = 0;
    }
  }

  recordSuccess(base: string): void {
    if (base === this.current()) this.failures = 0;
  }
}

/** The usable line addresses of the address list's data (`ApiLine[]`); anything else is skipped. */
export function parseLineList(data: unknown): string[] {
  if (!Array.isArray(data)) return [];
  return data
    .map((line: unknown) => (typeof line === 'object' && line !== null ? (line as { url?: unknown }).url : undefined))
    .filter((url): url is string => typeof url === 'string' && isHttpBase(url));
}

function trimSlash(url: string): string {
  return url.length > 1 ? url.replace(/\/+$/, '') : url;
}
