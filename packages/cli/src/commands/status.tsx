import { render } from "ink"
import { rootVersion } from "@vsme/sdk"
import type { Locale } from "@vsme/core"
import { cliText } from "../messages.js"
import type { Io, Output } from "../output.js"
import type { CliClient } from "../sdkClient.js"
import { StatusView } from "../ui/StatusView.js"

/** `vsme status`: calls the root query, which needs no sign-in, and shows the server's build id. */
export const runStatus = async (deps: {
  client: CliClient
  server: string
  locale: Locale
  output: Output
  io: Io
}) => {
  const { client, server, locale, output, io } = deps
  const checking = cliText(locale, "statusChecking", { server })
  if (!output.interactive) {
    const { version } = await client.call(rootVersion, null)
    output.line(cliText(locale, "statusReachable", { server, version }))
    return { server, version }
  }
  const view = render(<StatusView state={{ phase: "checking", server }} texts={{ checking, ok: "" }} />, {
    stdout: io.stdout as NodeJS.WriteStream,
    patchConsole: false,
    // Only reached on a terminal (`output.interactive`): draw frames even where a CI variable is set.
    interactive: true,
  })
  try {
    const { version } = await client.call(rootVersion, null)
    view.rerender(
      <StatusView
        state={{ phase: "ok", server, version }}
        texts={{ checking, ok: cliText(locale, "statusReachable", { server, version }) }}
      />,
    )
    return { server, version }
  } finally {
    view.unmount()
    await view.waitUntilExit()
  }
}
