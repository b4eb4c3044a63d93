import { matchMediaAt, WIDE_SCREEN } from './screen-width';

/**
 * Browser APIs that jsdom lacks and Chakra's menus and popovers call. They only measure layout, which
 * jsdom does not do anyway, so doing nothing is the faithful stand-in.
 */
class NoLayoutResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

if (!('ResizeObserver' in globalThis)) {
  Object.assign(globalThis, { ResizeObserver: NoLayoutResizeObserver });
}

if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}

/** jsdom has no PointerEvent; Chakra's menus read `pointerType` to tell a mouse from a finger. */
class MousePointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  readonly isPrimary: boolean;

  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
    this.isPrimary = init.isPrimary ?? true;
  }
}

if (!('PointerEvent' in globalThis)) {
  Object.assign(globalThis, { PointerEvent: MousePointerEvent });
}

/**
 * jsdom has no Range geometry; ProseMirror (the rich-text editor) measures the cursor's range to scroll
 * it into view. With no layout there is nothing to measure, so an empty box is the faithful answer.
 */
if (!Range.prototype.getClientRects) {
  const emptyRect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0 };
  Range.prototype.getBoundingClientRect = () => ({ ...emptyRect, toJSON: () => emptyRect });
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
}

/** ProseMirror asks which element is under a click; without layout the answer is none. */
if (!document.elementFromPoint) {
  document.elementFromPoint = () => null;
}

/**
 * jsdom has no screen to ask about; Chakra's breakpoint hooks ask `matchMedia`. The answers are a wide
 * screen's, the one the app draws for first; setScreenWidth (screen-width.ts) draws for another.
 */
if (!window.matchMedia) {
  window.matchMedia = matchMediaAt(WIDE_SCREEN);
}
