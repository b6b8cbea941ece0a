import { cataloguePartFor } from "../resources.js"

/** The en texts of the signed-in pages, loaded with their routes (see en.ts). */
export default cataloguePartFor("en", "app")
