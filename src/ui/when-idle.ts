/** Runs `f` when the browser is next idle (at the latest after 2 s); returns the cancel. */
export function whenIdle(f: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(f);
    return () => clearTimeout(timer);
  }
  const id = window.requestIdleCallback(f, { timeout: 2000 });
  return () => window.cancelIdleCallback(id);
}
