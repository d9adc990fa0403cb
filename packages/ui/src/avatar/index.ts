export { type AvatarSize, avatarSizes } from './avatar.styles.ts';
export { Avatar, type AvatarProps } from './avatar.tsx';
export { getInitials } from './initials.ts';
