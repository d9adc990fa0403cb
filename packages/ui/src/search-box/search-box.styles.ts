import styled from 'styled-components';
import { Input } from '../input/input.tsx';

export const SearchField = styled(Input)`
  /* The browser's own clear button would duplicate ours. */
  input::-webkit-search-cancel-button,
  input::-webkit-search-decoration {
    appearance: none;
  }
`;
