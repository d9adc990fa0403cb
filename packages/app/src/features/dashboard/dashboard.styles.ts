import { media, vars } from '@pfm/ui';
import styled from 'styled-components';

/** The screen: header, figures, then the two lists. */
export const DashboardPage = styled.section`
  display: grid;
  gap: ${vars.space[6]};
  min-width: 0;

  ${media.mobile} { gap: ${vars.space[4]}; }
`;

/** Four figures in a row where they fit; one under another on a phone. */
export const Metrics = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  gap: ${vars.space[4]};
`;

/** Recent Batches and Alerts side by side once each has 26rem; stacked below that. */
export const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 26rem), 1fr));
  align-items: start;
  gap: ${vars.space[6]};

  ${media.mobile} { gap: ${vars.space[4]}; }
`;

export const SkeletonRow = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  padding-block: ${vars.space[3]};

  &:first-of-type { padding-top: 0; }
`;
