import { PageHeader } from '@pfm/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { IssueList } from './issue-list.tsx';
import { IssueWizard } from './issue-wizard.tsx';

const Screen = styled.section`
  display: grid;
  gap: 1.5rem;
  min-width: 0;
`;

/**
 * /transaction/issue: the specification's four-step wizard to issue chicks, feed or medicine to a
 * farm's batch, with the issues made so far below it (a new one shows there when it is submitted).
 */
export function IssueScreen() {
  const titleId = useId();
  return (
    <Screen aria-labelledby={titleId}>
      <PageHeader
        title="Issue to Farmer"
        titleId={titleId}
        subtitle="Chicks, feed and medicine from the godowns to the farmers' batches."
      />
      <IssueWizard />
      <IssueList />
    </Screen>
  );
}
