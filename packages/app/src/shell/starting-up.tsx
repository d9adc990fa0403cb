import { Spinner, vars } from '@pfm/ui';
import styled from 'styled-components';

const Centre = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${vars.space[4]};
`;

/** What the page shows while the first screen's code arrives. */
export function StartingUp() {
  return (
    <Centre>
      <Spinner size="lg" label="Loading Poultry Farm Management" />
    </Centre>
  );
}
