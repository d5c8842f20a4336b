/** Saves `json` as a file through a temporary object URL. */
export function downloadJson(json: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: the download starts asynchronously after the click.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `fastdraw-journal-2025-01-31T12-03-04.json`: sortable, and valid on every file system. */
export function journalFileName(now: Date): string {
  return `fastdraw-journal-${now.toISOString().slice(0, 19).replaceAll(':', '-')}.json`;
}
