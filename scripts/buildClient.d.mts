/** Types of buildClient.mjs, for the TypeScript that imports it (the first-route bench, the server test of the first paint). */
export declare const buildRenderer: (mode: "production" | "demo", outDir?: string) => Promise<unknown>
export declare const buildBrowserClient: (mode: "production" | "demo", outDir?: string) => Promise<unknown>
export declare const buildClient: (mode: "production" | "demo", outDir?: string) => Promise<unknown>
