import "i18next"
import type { Messages } from "@vsme/core"
import type { en } from "./en.js"

// Typed keys: `t("login.titel")` is a compile error instead of a string shown to users.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation"
    resources: { translation: typeof en & Messages }
  }
}
