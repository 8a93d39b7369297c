/**
 * Resolves after the microtasks the change queued: React queues its synchronous render of an external store's
 * change as a microtask during the change, so it runs before these. Not the next task: a change that takes longer
 * than a frame would then also be charged the browser's rendering of that frame, one that is quicker would not.
 */
const afterMicrotasks = async (): Promise<void> => {
  for (let i = 0; i < 3; i++) await Promise.resolve()
}

/** Resolves once the browser has painted what is on the page. */
export const painted = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))

/**
 * Script milliseconds from taking a poll's answer to the DOM holding it: `apply` and the microtasks it queued.
 * Style, layout and paint come after, outside the measurement, the same for both pages.
 */
export const timed = async (apply: () => void): Promise<number> => {
  const start = performance.now()
  apply()
  await afterMicrotasks()
  const ms = performance.now() - start
  await painted()
  return ms
}
