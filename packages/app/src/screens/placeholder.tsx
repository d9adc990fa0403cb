import { vars } from '@pfm/ui';
import styled from 'styled-components';
import { useT } from '../lib/i18n/i18n.tsx';

const Heading = styled.h1`
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.font.weight.bold};
  letter-spacing: -0.01em;
`;

const Note = styled.p`
  margin-top: ${vars.space[2]};
  color: ${vars.color.mutedForeground};
`;

/** A screen whose capability is still to be built: its heading, so navigation can be checked end to end. */
export function PlaceholderScreen({ title }: { title: string }) {
  const t = useT();
  return (
    <section aria-labelledby="screen-title">
      <Heading id="screen-title">{title}</Heading>
      <Note>{t('placeholder.text')}</Note>
    </section>
  );
}
