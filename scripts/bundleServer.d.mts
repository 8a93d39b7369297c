/** Types of bundleServer.mjs, for the TypeScript that imports it (the benches, the cluster check, the e2e support). */
export declare const SERVER_BUNDLE: string
export declare const OPERATOR_BUNDLE: string
export declare const bundleServer: () => Promise<unknown>
