export { HEADER_HEIGHT } from '../theme/tokens.ts';
export { HEADER_TAGLINE, Header, type HeaderProps, type HeaderUser } from './header.tsx';
