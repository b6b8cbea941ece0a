import { accountHandlers } from "./account.js"
import { adminHandlers } from "./admin.js"
import { authHandlers } from "./auth.js"
import { ghgHandlers } from "./ghg.js"
import type { Handlers } from "./handler.js"
import { profileHandlers } from "./profile.js"
import { reportHandlers } from "./report.js"
import { rootHandlers } from "./root.js"

export type { GuardedHandler, Handler, HandlerContext, HandlerEntry, Handlers } from "./handler.js"

export const handlers: Handlers = {
  ...rootHandlers,
  ...profileHandlers,
  ...authHandlers,
  ...accountHandlers,
  ...adminHandlers,
  ...reportHandlers,
  ...ghgHandlers,
}
