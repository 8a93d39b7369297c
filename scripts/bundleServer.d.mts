/** Types of bundleServer.mjs, for the TypeScript that imports it (bench/server.bench.ts). */
export declare const SERVER_BUNDLE: string
export declare const bundleServer: () => Promise<unknown>
