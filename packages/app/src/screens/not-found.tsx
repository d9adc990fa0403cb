import { vars } from '@pfm/ui';
import styled from 'styled-components';
import { useT } from '../lib/i18n/i18n.tsx';

const Card = styled.section`
  max-width: 28rem;
  margin: ${vars.space[16]} auto;
  padding: ${vars.space[6]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.card};
`;

const Title = styled.h1`
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.font.weight.bold};
`;

const Text = styled.p`
  margin-top: ${vars.space[4]};
  color: ${vars.color.mutedForeground};
`;

/** Shown for any path that is not in the route table. Texts are the specification's. */
export function NotFoundScreen() {
  const t = useT();
  return (
    <Card aria-labelledby="not-found-title">
      <Title id="not-found-title">{t('title.notFound')}</Title>
      <Text>{t('notFound.text')}</Text>
    </Card>
  );
}
