import type { ReactNode } from 'react';
import { useRef } from 'react';
import styled from 'styled-components';
import { Sheet, SheetContent } from '../sheet/index.ts';
import { vars } from '../theme/vars.ts';
import { SIDEBAR_WIDTH_MOBILE } from './sidebar-state.ts';

const SidebarSheetContent = styled(SheetContent)`
  background: ${vars.color.sidebar};
  color: ${vars.color.sidebarForeground};
`;

export interface SidebarSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
}

/**
 * The navigation as a sheet from the left, on phones. Loaded right after the first paint: a
 * phone's first screen paints without the dialog code.
 */
export function SidebarSheet({ open, onOpenChange, title, children }: SidebarSheetProps) {
  // The sheet opens from a trigger that is not a Radix Dialog trigger (or from Ctrl+B), so focus
  // is returned by hand to wherever it was.
  const focusBeforeSheet = useRef<HTMLElement | null>(null);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SidebarSheetContent
        side="left"
        width={SIDEBAR_WIDTH_MOBILE}
        title={title}
        hideTitle
        closeLabel="Close navigation"
        aria-describedby={undefined}
        onOpenAutoFocus={() => {
          focusBeforeSheet.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          const previous = focusBeforeSheet.current;
          if (!previous?.isConnected) return;
          event.preventDefault();
          previous.focus();
        }}
      >
        {children}
      </SidebarSheetContent>
    </Sheet>
  );
}
