import type { Handlers } from "./handler.js"
import { profileHandlers } from "./profile.js"
import { rootHandlers } from "./root.js"

export type { Handler, HandlerContext, Handlers } from "./handler.js"

export const handlers: Handlers = { ...rootHandlers, ...profileHandlers }
