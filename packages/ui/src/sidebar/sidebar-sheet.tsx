import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Sheet, SheetContent } from '../sheet/index.ts';
import { vars } from '../theme/vars.ts';
import { useWords } from '../theme/words.tsx';
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
 * phone's first screen paints without the dialog code. It opens from a trigger that is not a Radix
 * Dialog trigger (or from Ctrl+B); closed, focus returns to wherever it was (SheetContent does), or
 * stays in the screen chosen, where the shell has moved it.
 */
export function SidebarSheet({ open, onOpenChange, title, children }: SidebarSheetProps) {
  const words = useWords();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SidebarSheetContent
        side="left"
        width={SIDEBAR_WIDTH_MOBILE}
        title={title}
        hideTitle
        closeLabel={words.closeNavigation}
        aria-describedby={undefined}
      >
        {children}
      </SidebarSheetContent>
    </Sheet>
  );
}
