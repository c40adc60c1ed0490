// The window's size under happy-dom, which MUI's media queries (`useMediaQuery`) read: a test
// renders at a phone's 360 × 740 or a desktop's width; `resetViewport` after each test.
interface HappyDomWindow {
  happyDOM: { setWindowSize(size: { width: number; height: number }): void };
}

export function setViewport(width: number, height = 740): void {
  (window as unknown as HappyDomWindow).happyDOM.setWindowSize({ width, height });
}

/** happy-dom's default window. */
export function resetViewport(): void {
  setViewport(1024, 768);
}
