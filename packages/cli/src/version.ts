declare const __VSME_VERSION__: string | undefined

/** The program's version and build, compiled in by tsup; sources run by tests say "dev". */
export const cliVersion = typeof __VSME_VERSION__ === "string" ? __VSME_VERSION__ : "0.0.0-dev"
