import type { FileRoute } from "../http/fileRoutes.js"
import { factorFileRoutes } from "../ghg/factorFileRoutes.js"
import { reportExportRoutes } from "./exportRoutes.js"

/** The file routes of issue 6: report spreadsheet, JSON and badge; factor library import and export. */
export const exportFileRoutes: ReadonlyArray<FileRoute> = [...reportExportRoutes, ...factorFileRoutes]
