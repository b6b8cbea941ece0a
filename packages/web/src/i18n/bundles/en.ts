import { cataloguePartFor } from "../resources.js"

/**
 * The en texts of the pages before sign-in as a chunk of their own, loaded on demand
 * (catalogueBackend.ts). The production build replaces this module by the catalogue's data
 * (vite.config.ts, `precomputedCatalogues`), so the chunk holds en text only, not the other
 * languages of the feature message modules en.ts imports.
 */
export default cataloguePartFor("en", "translation")
