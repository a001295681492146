import 'styled-components';
import type { AliveTheme } from './tokens.ts';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AliveTheme {}
}
