import { cataloguePartFor } from "../resources.js"

/** The fi texts of the signed-in pages, loaded with their routes (see fi.ts). */
export default cataloguePartFor("fi", "app")
