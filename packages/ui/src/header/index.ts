export { HEADER_HEIGHT } from './header.styles.ts';
export { HEADER_TAGLINE, Header, type HeaderProps, type HeaderUser } from './header.tsx';
