import type { FileRoute } from "../http/fileRoutes.js"
import { exportFileRoutes } from "../exports/index.js"
import { attachmentFileRoutes } from "../attachments/attachmentRoutes.js"
import { ghgEvidenceFileRoutes } from "../ghg/evidenceRoutes.js"
import { requestFileRoutes } from "../requests/requestFileRoutes.js"
import { receivedShareFileRoutes } from "../sharing/shareRoutes.js"
import { xbrlFileRoutes } from "../xbrl/xbrlFileRoutes.js"

/**
 * Every route under /api/files (sdk files.ts), by feature. Each feature keeps its routes in its own
 * module and adds one spread here.
 */
export const fileRoutes: ReadonlyArray<FileRoute> = [
  ...exportFileRoutes,
  ...attachmentFileRoutes,
  ...ghgEvidenceFileRoutes,
  ...xbrlFileRoutes,
  ...receivedShareFileRoutes,
  ...requestFileRoutes,
]
