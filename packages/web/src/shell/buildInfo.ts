declare const __BUILD_ID__: string | undefined

/** The build id compiled in by vite.config.ts (`dev` outside a build, e.g. in unit tests). */
export const buildId: string = typeof __BUILD_ID__ === "string" ? __BUILD_ID__ : "dev"
