/**
 * jsdom has no layout: ProseMirror asks for coordinates on clicks and scrolls. These stand-ins
 * answer "nothing here", which is enough for typing, commands and the toolbar.
 */
export function installProseMirrorDomStubs(): void {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0 };
  const empty = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  document.elementFromPoint = () => null;
  Range.prototype.getClientRects = empty;
  Range.prototype.getBoundingClientRect = () => ({ ...rect, toJSON: () => rect });
}
