import { Box, Text } from "ink"

export type StatusState =
  | { readonly phase: "checking"; readonly server: string }
  | { readonly phase: "ok"; readonly server: string; readonly version: string }
  | { readonly phase: "failed"; readonly server: string; readonly message: string }

/** The `vsme status` view on a terminal. Texts arrive translated. */
export const StatusView = ({
  state,
  texts,
}: {
  state: StatusState
  texts: { checking: string; ok: string }
}) => (
  <Box flexDirection="row" gap={1}>
    {state.phase === "checking" && <Text color="yellow">…</Text>}
    {state.phase === "ok" && <Text color="green">✔</Text>}
    {state.phase === "failed" && <Text color="red">✘</Text>}
    <Text>
      {state.phase === "checking" ? texts.checking : state.phase === "ok" ? texts.ok : state.message}
    </Text>
  </Box>
)
