import * as SeparatorPrimitive from '@radix-ui/react-separator';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { vars } from '../theme/vars.ts';

export const separatorOrientations = ['horizontal', 'vertical'] as const;
export type SeparatorOrientation = (typeof separatorOrientations)[number];

const StyledSeparator = styled(SeparatorPrimitive.Root)`
  flex-shrink: 0;
  border: 0;
  background: ${vars.color.border};

  &[data-orientation='horizontal'] {
    width: 100%;
    height: 1px;
  }

  &[data-orientation='vertical'] {
    width: 1px;
    align-self: stretch;
    min-height: 1em;
  }
`;

export interface SeparatorProps
  extends Omit<ComponentPropsWithRef<typeof SeparatorPrimitive.Root>, 'asChild' | 'children'> {
  /** `horizontal` (default) divides stacked content, `vertical` divides items in a row. */
  orientation?: SeparatorOrientation;
  /**
   * `true` (default): a purely visual line, hidden from assistive technology. `false`: a semantic
   * `role="separator"` that screen readers announce — use it between groups of a menu or toolbar.
   */
  decorative?: boolean;
}

/** A thin line between content, from Radix Separator. */
export function Separator({
  orientation = 'horizontal',
  decorative = true,
  ...rest
}: SeparatorProps) {
  return <StyledSeparator {...rest} orientation={orientation} decorative={decorative} />;
}
