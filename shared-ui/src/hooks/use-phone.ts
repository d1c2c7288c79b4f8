// Whether the screen is phone-sized: antd's xs breakpoint (narrower than 576 px), read through Grid.useBreakpoint.
// Before antd has measured (the first render) and where nothing matches (jsdom's matchMedia stub) it answers false,
// so the wide layout is the default and a phone switches once measured.
import { Grid } from 'antd';

export function usePhone(): boolean {
  return Grid.useBreakpoint().xs === true;
}
