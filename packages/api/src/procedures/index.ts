import { accountHandlers } from "./account.js"
import { adminHandlers } from "./admin.js"
import { aiSummaryHandlers } from "./aiSummary.js"
import { attachmentHandlers } from "./attachment.js"
import { authHandlers } from "./auth.js"
import { billingHandlers } from "./billing.js"
import { ghgHandlers } from "./ghg.js"
import type { Handlers } from "./handler.js"
import { profileHandlers } from "./profile.js"
import { reportHandlers } from "./report.js"
import { requestHandlers } from "./request.js"
import { rootHandlers } from "./root.js"
import { shareHandlers } from "./share.js"
import { xbrlHandlers } from "./xbrl.js"

export type { GuardedHandler, Handler, HandlerContext, HandlerEntry, Handlers } from "./handler.js"

export const handlers: Handlers = {
  ...rootHandlers,
  ...profileHandlers,
  ...authHandlers,
  ...accountHandlers,
  ...adminHandlers,
  ...billingHandlers,
  ...reportHandlers,
  ...ghgHandlers,
  ...aiSummaryHandlers,
  ...attachmentHandlers,
  ...xbrlHandlers,
  ...shareHandlers,
  ...requestHandlers,
}
