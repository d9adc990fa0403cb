import { vars } from '@pfm/ui';
import styled from 'styled-components';

/** The avatar with the Change Photo button and its hint beside it. */
export const PhotoRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[4]};
`;

export const PhotoText = styled.div`
  display: grid;
  justify-items: start;
  gap: ${vars.space[1.5]};
  min-width: 0;
`;

/** Sized like FormField's hint and error, which the photo cannot use (it has no text control). */
export const Hint = styled.p`
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.xs};
  line-height: ${vars.font.lineHeight.normal};
`;

export const FieldError = styled.p`
  color: ${vars.color.destructiveText};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.normal};
`;

export const HiddenFileInput = styled.input`
  display: none;
`;

/** One line of the Security card: what it is and its state on the left, the action on the right. */
export const SecurityItem = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]} ${vars.space[4]};

  & + & {
    margin-top: ${vars.space[4]};
    padding-top: ${vars.space[4]};
    border-top: 1px solid ${vars.color.border};
  }
`;

export const SecurityText = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  flex: 1 1 14rem;
  min-width: 0;

  h3 {
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.font.weight.medium};
  }
  p {
    color: ${vars.color.mutedForeground};
    font-size: ${vars.fontSize.sm};
  }
`;

export const DialogFields = styled.div`
  display: grid;
  gap: ${vars.space[4]};
`;

/** The QR code's SVG draws its own white background and quiet zone, so it reads in both themes. */
export const QrCode = styled.img`
  display: block;
  justify-self: center;
  width: 12rem;
  height: 12rem;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

export const SecretBlock = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  font-size: ${vars.fontSize.sm};

  p { color: ${vars.color.mutedForeground}; }
  code {
    padding: ${vars.space[2]} ${vars.space[3]};
    border-radius: ${vars.radius.md};
    background: ${vars.color.muted};
    color: ${vars.color.foreground};
    font-family: ${vars.font.family.mono};
    font-size: ${vars.fontSize.md};
    letter-spacing: 0.05em;
    overflow-wrap: anywhere;
    user-select: all;
  }
`;

export {
  FieldGrid,
  FormActions as Actions,
  FormAlert,
  Page,
  Stack,
} from '../../lib/form-layout.styles.ts';
