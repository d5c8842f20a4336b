/** `?devtools` in the address when the page loads opens the developer panel. */
export function hasDevtoolsFlag(search: string): boolean {
  return new URLSearchParams(search).has('devtools');
}
