/** After the load event, how long the first screen's own code and data keep the network first. */
export const FIRST_SCREEN_MS = 3000;

/**
 * Runs `task` once the page has loaded, the first screen has had a few seconds for its own lazily
 * loaded code and data, and the browser is idle: for code fetched ahead of its first use, never
 * in the way of what the member is waiting for. Returns a cancel for an unmount before then.
 */
export function afterFirstScreen(task: () => void): () => void {
  let idleHandle: number | undefined;
  let delay: number | undefined;
  const whenIdle = () => {
    idleHandle = typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 3000 }) : window.setTimeout(task, 1000);
  };
  const afterLoad = () => {
    delay = window.setTimeout(whenIdle, FIRST_SCREEN_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    if (delay !== undefined) clearTimeout(delay);
    if (idleHandle === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idleHandle);
    else clearTimeout(idleHandle);
  };
}
