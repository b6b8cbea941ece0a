import { catalogueFor } from "../resources.js"

/**
 * The fi catalogue as a chunk of its own, loaded on demand (catalogueBackend.ts). The production build
 * replaces this module by the catalogue's data (vite.config.ts, `precomputedCatalogues`), so the
 * chunk holds fi text only, not the other languages of the feature message modules en.ts imports.
 */
export default catalogueFor("fi")
