import { zodResolver } from '@hookform/resolvers/zod';
import { signInInput } from '@pfm/shared';

/**
 * The sign-in form's rules: the shared schema the server checks too. A module of its own, loaded just
 * after the sign-in screen paints, so the first screen does not wait for the validation library.
 */
export const signInResolver = zodResolver(signInInput);
