import { execFile } from "node:child_process"
import { promisify } from "node:util"
import { describe, expect, it } from "vitest"
import { EXIT } from "../exitCodes.js"
import { runVsme } from "../testing/cliKit.js"

const env = { VSME_CONFIG: "/nonexistent/config.json", VSME_LANG: "en" }

/** What bash offers after `words` (the last one being typed), with the generated script loaded. */
const bashCompletes = async (script: string, words: string[]) => {
  const program = `${script}
COMP_WORDS=(${words.map((w) => `'${w}'`).join(" ")}); COMP_CWORD=${words.length - 1}
_vsme; printf '%s\\n' "\${COMPREPLY[@]}"`
  const { stdout } = await promisify(execFile)("bash", ["-c", program])
  return stdout.trim().split("\n").filter(Boolean)
}

describe("vsme completion", () => {
  it("generates bash completion from the commands and options, which bash then offers", async () => {
    const { code, out } = await runVsme(["completion", "bash"], env)
    expect(code).toBe(EXIT.ok)
    expect(await bashCompletes(out, ["vsme", "re"])).toEqual(["reports", "requests"])
    expect(await bashCompletes(out, ["vsme", "requests", "send", "--pre"])).toEqual(["--preset"])
    expect(await bashCompletes(out, ["vsme", "--json", "reports", "ex"])).toEqual(["export"])
    expect(await bashCompletes(out, ["vsme", "reports", "export", "--badge-t"])).toEqual(["--badge-type"])
    expect(await bashCompletes(out, ["vsme", "reports", "export", "--badge-type", ""])).toEqual([
      "company",
      "accountingFirm",
    ])
    expect(await bashCompletes(out, ["vsme", "factors", "import", "--del"])).toEqual(["--delimiter"])
    expect(await bashCompletes(out, ["vsme", "--lang", "s"])).toEqual(["sv"])
    // The hidden option is not offered.
    expect(await bashCompletes(out, ["vsme", "--tok"])).toEqual([])
  })

  it("generates zsh and fish completion, and refuses another shell", async () => {
    const zsh = await runVsme(["completion", "zsh"], env)
    expect(zsh.out).toContain("bashcompinit")
    expect(zsh.out).toContain("complete -o default -F _vsme vsme")
    const fish = await runVsme(["completion", "fish"], env)
    expect(fish.out).toContain("complete -c vsme -n '__fish_use_subcommand' -a 'reports'")
    expect(fish.out).toContain("-l with-token")
    expect(fish.out).toMatch(/-l badge-type -x -a 'company accountingFirm'/)
    expect((await runVsme(["completion", "tcsh"], env)).code).toBe(EXIT.usage)
  })

  it("documents the exit codes in --help", async () => {
    const help = await runVsme(["--help"], env)
    expect(help.out).toContain("Exit codes:")
    expect(help.out).toMatch(/ 3 {2}not signed in, or the token was refused/)
    expect(help.out).toMatch(/ 5 {2}signed in, but not allowed/)
    expect(help.out).toMatch(/130 {2}stopped with Ctrl-C/)
    expect(help.out).not.toContain("--token")
    const fi = await runVsme(["--lang", "fi", "--help"], env)
    expect(fi.out).toContain("Paluuarvot:")
  })
})
