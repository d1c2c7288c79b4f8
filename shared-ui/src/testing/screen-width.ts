// For component tests: a window.matchMedia that answers antd's breakpoint queries as a screen `width` px wide would
// (min-width / max-width only), so Grid.useBreakpoint and usePhone see a phone or a desktop. Returns the undo.
export const PHONE_WIDTH = 390;

export function screenWidth(width: number): () => void {
  const previous = window.matchMedia;
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, kind, px]) =>
      kind === 'min' ? width >= Number(px) : width <= Number(px),
    );
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = previous;
  };
}
