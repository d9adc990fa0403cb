import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { ChevronDown } from 'lucide-react';
import { useWords } from '../theme/words.tsx';
import { UserMenuAvatar, UserMenuChevron, UserMenuName } from './header.styles.ts';

/** The signed-in person shown in the user menu. */
export interface HeaderUser {
  /** Full name, e.g. "Admin User". */
  name: string;
  /** Role shown under the name in the menu, e.g. "Administrator". */
  role: string;
  /** Profile photo URL; initials show without it. */
  photoUrl?: string | null;
}

/** What the account menu's button shows: the name, the photo or initials, a chevron. */
export function UserMenuFace({ user }: { user: HeaderUser }) {
  const words = useWords();
  return (
    <>
      {/* Named by its content, not aria-label, so the name always contains the visible text. */}
      <VisuallyHidden>{`${words.accountMenuFor} `}</VisuallyHidden>
      <UserMenuName>{user.name}</UserMenuName>
      {/* After the name, so the circle sits on whole pixels from the right edge. */}
      <UserMenuAvatar name={user.name} src={user.photoUrl ?? undefined} alt="" size="sm" />
      <UserMenuChevron>
        <ChevronDown aria-hidden="true" />
      </UserMenuChevron>
    </>
  );
}

export interface UserMenuProps {
  user: HeaderUser;
  onProfile?: (() => void) | undefined;
  onSettings?: (() => void) | undefined;
  onSignOut?: (() => void) | undefined;
  /**
   * The languages offered, each named in itself (`lang` marks its script for screen readers), and the
   * one shown; choosing another calls `onChange`.
   */
  languages?:
    | {
        options: readonly { value: string; label: string; lang: string }[];
        value: string;
        onChange: (value: string) => void;
      }
    | undefined;
}
