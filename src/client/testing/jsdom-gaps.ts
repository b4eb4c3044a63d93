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
