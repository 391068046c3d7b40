/**
 * The tests' one fake layout for keyboard drags in jsdom, which lays nothing out: lanes 300 px
 * wide side by side, rows stacked inside them, absent rows in a strip below. dnd-kit's
 * keyboard sensor measures these boxes to move from lane to lane. Real layout is for the
 * browser tests (tests/e2e).
 */
const rect = (left: number, top: number, width: number, height: number): DOMRect =>
  ({
    x: left,
    y: top,
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    toJSON: () => ({}),
  }) as DOMRect;

function fakeRect(this: Element): DOMRect {
  const lanes = [...document.querySelectorAll('section.lane')];
  if (this.matches('section.lane')) return rect(10 + lanes.indexOf(this) * 330, 10, 300, 600);
  if (this.matches('li.row-card')) {
    const lane = this.closest('section.lane');
    const i = [...(this.parentElement?.children ?? [])].indexOf(this);
    if (lane) return rect(20 + lanes.indexOf(lane) * 330, 120 + i * 60, 280, 50);
    return rect(20 + i * 150, 680, 140, 40);
  }
  // dnd-kit's drag overlay (it measures the overlay's only child) sits where the row was,
  // by the inline fixed position dnd-kit gives its wrapper.
  const fixed = [this as HTMLElement, this.parentElement].find((e) => e?.style?.position === 'fixed');
  if (fixed)
    return rect(
      parseFloat(fixed.style.left) || 0,
      parseFloat(fixed.style.top) || 0,
      parseFloat(fixed.style.width) || 0,
      parseFloat(fixed.style.height) || 0,
    );
  return rect(0, 0, 0, 0);
}

/** Installs the fake layout; returns the function that restores jsdom's own. */
export function installFakeLayout(): () => void {
  const originalRect = Element.prototype.getBoundingClientRect;
  const originalScroll = Element.prototype.scrollIntoView;
  Element.prototype.getBoundingClientRect = fakeRect;
  Element.prototype.scrollIntoView = () => {};
  return () => {
    Element.prototype.getBoundingClientRect = originalRect;
    Element.prototype.scrollIntoView = originalScroll;
  };
}
