import pkg from "../../package.json" with { type: "json" }

/** The package's version: the client's build reads the same field into __APP_VERSION__ (vite.config.ts). */
export const PACKAGE_VERSION: string = pkg.version
