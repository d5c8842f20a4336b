import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import menu from '../../components/menu/menu.module.css';
import type { FirstUseProps } from './FirstUseTrigger';

/** A first-use menu's frame (FirstUseTrigger): opened as it mounts, under the end of its trigger. */
export function OpenedMenu({ className, label, children, items }: FirstUseProps & { items: ReactNode }) {
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger className={className} aria-label={label}>
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menu.content} align="end" sideOffset={8}>
          {items}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
