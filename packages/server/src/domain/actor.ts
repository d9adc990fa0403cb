/** Who is acting: a signed-in user (or the username someone tried), and from where. */
export interface Actor {
  id: number | null;
  username: string;
  address?: string | undefined;
}

/** The server itself (scheduled backups, start-up). */
export const SYSTEM_ACTOR: Actor = { id: null, username: 'system' };
