/**
 * Copies text for the player: the async Clipboard API where the page may use it, otherwise the
 * older copy command on a temporary, off-screen text area. Rejects when neither copied anything,
 * so the caller can offer the text to copy by hand.
 */
export async function copyToClipboard(text: string, doc: Document = document): Promise<void> {
  const clipboard = doc.defaultView?.navigator.clipboard;
  if (clipboard?.writeText) {
    try {
      await clipboard.writeText(text);
      return;
    } catch {
      // Refused (no permission, not focused, insecure context): try the copy command.
    }
  }
  if (!copyWithCommand(text, doc)) throw new Error('clipboard: nothing was copied');
}

function copyWithCommand(text: string, doc: Document): boolean {
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '-9999px';
  const focused = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
  doc.body.append(area);
  area.select();
  let copied: boolean;
  try {
    // Deprecated but still the only fallback without the Clipboard API.
    copied = typeof doc.execCommand === 'function' && doc.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  focused?.focus();
  return copied;
}
