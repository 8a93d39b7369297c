/**
 * What the browser says about the network (navigator.connection, where it exists). Both fields are optional:
 * most browsers other than Chromium do not report them, and then nothing is skipped.
 */
export interface ConnectionHints {
  /** The user asked the browser to save data. */
  readonly saveData?: boolean | undefined
  /** "slow-2g", "2g", "3g" or "4g" as the browser estimates it. */
  readonly effectiveType?: string | undefined
}

/** Effective types the browser reports for a 2g-class link ("slow-2g" is slower still). */
export const TWO_G_EFFECTIVE_TYPES: ReadonlyArray<string> = ["slow-2g", "2g"]

/** SPEC.md 2.1: link prefetch is skipped on 2g or save-data connections. */
export const shouldSkipLinkPrefetch = (hints: ConnectionHints): boolean =>
  hints.saveData === true ||
  (hints.effectiveType !== undefined && TWO_G_EFFECTIVE_TYPES.includes(hints.effectiveType.toLowerCase()))
