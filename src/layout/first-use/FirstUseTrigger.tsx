import { useEffect, useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';

/** What the loaded popup gets: its trigger's look, name and content. It renders opened (`defaultOpen`). */
export interface FirstUseProps {
  className: string | undefined;
  label: string | undefined;
  children: ReactNode;
}

export type PopupLoader = () => Promise<{ default: ComponentType<FirstUseProps> }>;

const loaded = new Map<PopupLoader, ComponentType<FirstUseProps>>();
const loading = new Map<PopupLoader, Promise<ComponentType<FirstUseProps>>>();

function load(loader: PopupLoader): Promise<ComponentType<FirstUseProps>> {
  let pending = loading.get(loader);
  if (!pending) {
    pending = loader().then(
      ({ default: popup }) => {
        loaded.set(loader, popup);
        return popup;
      },
      (error: unknown) => {
        loading.delete(loader); // the next use tries again
        throw error;
      },
    );
    loading.set(loader, pending);
  }
  return pending;
}

/** The key that also opens a menu from its trigger, as radix's does (Enter and Space arrive as a click). */
const MENU_OPEN_KEY = 'ArrowDown';

/**
 * A menu or popover whose code (radix-ui's menu, popover and their positioning) loads on first
 * use rather than with the layout: until then its trigger is a plain button of the same look and
 * name. Pointing at it or focusing it starts the download; activating it (click, Enter, Space,
 * and ArrowDown for a menu) swaps in the real popup, opened, as soon as its code is there — so
 * focus moves into the popup as radix does on opening, and goes back to the real trigger when it
 * closes.
 */
export function FirstUseTrigger({ load: loader, className, label, haspopup, children }: { load: PopupLoader; className: string | undefined; label: string | undefined; haspopup: 'menu' | 'dialog'; children: ReactNode }) {
  const [activated, setActivated] = useState(false);
  const [Popup, setPopup] = useState<ComponentType<FirstUseProps> | undefined>(() => loaded.get(loader));

  useEffect(() => {
    if (!activated || Popup) return;
    let current = true;
    load(loader).then(
      (popup) => current && setPopup(() => popup),
      () => current && setActivated(false),
    );
    return () => {
      current = false;
    };
  }, [activated, Popup, loader]);

  if (activated && Popup) {
    return (
      <Popup className={className} label={label}>
        {children}
      </Popup>
    );
  }
  const prefetch = () => void load(loader).catch(() => {});
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup={haspopup}
      aria-expanded={false}
      aria-busy={activated || undefined}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => setActivated(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (haspopup !== 'menu' || event.key !== MENU_OPEN_KEY) return;
        event.preventDefault();
        setActivated(true);
      }}
    >
      {children}
    </button>
  );
}
