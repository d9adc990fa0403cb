import { Spinner, vars } from '@pfm/ui';
import styled from 'styled-components';
import { useT } from '../lib/i18n/i18n.tsx';

const Centre = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${vars.space[4]};
`;

/** What the page shows while the first screen's code arrives. */
export function StartingUp() {
  const t = useT();
  return (
    <Centre>
      <Spinner size="lg" label={t('shell.loading')} />
    </Centre>
  );
}
