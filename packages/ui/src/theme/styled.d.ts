import 'styled-components';
import type { Vars } from './vars.ts';

declare module 'styled-components' {
  // The theme object is the token variable map, so `theme.color.primry` fails to compile.
  export interface DefaultTheme extends Vars {}
}
