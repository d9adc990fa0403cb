import { Card, CardContent, CardHeader, vars } from '@pfm/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../../lib/i18n/i18n.tsx';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${vars.space[4]};
  background: ${vars.color.muted};
`;

const Panel = styled.div`
  width: 100%;
  max-width: 26rem;
`;

const Brand = styled.p`
  margin-bottom: ${vars.space[4]};
  text-align: center;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.font.weight.semibold};
  color: ${vars.color.mutedForeground};
`;

/** The centred card of the signed-out screens (sign in, forgot and reset password). */
export function AuthLayout({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Page>
      <Panel>
        <Brand>{t('ui.tagline')}</Brand>
        <Card padding="lg">
          <CardHeader title={title} headingLevel={1} description={description} />
          <CardContent>{children}</CardContent>
        </Card>
      </Panel>
    </Page>
  );
}

export const FormStack = styled.form`
  display: grid;
  gap: ${vars.space[4]};
`;

export const FormAlert = styled.p`
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.dangerSoft};
  color: ${vars.color.dangerSoftForeground};
  font-size: ${vars.fontSize.sm};
`;

export const FormLinks = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${vars.space[3]};
  font-size: ${vars.fontSize.sm};

  a {
    color: ${vars.color.primary};
    font-weight: ${vars.font.weight.medium};
    text-underline-offset: 2px;
  }
`;
