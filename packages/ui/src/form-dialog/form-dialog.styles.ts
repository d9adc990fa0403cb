import styled from 'styled-components';

/** The form fills the panel between header and footer so its body can scroll on its own. */
export const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-height: 0;
`;
