import { cataloguePartFor } from "../resources.js"

/** The sv texts of the signed-in pages, loaded with their routes (see sv.ts). */
export default cataloguePartFor("sv", "app")
