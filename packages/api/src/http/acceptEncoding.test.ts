import { describe, expect, it } from "vitest"
import { chooseEncodings } from "./acceptEncoding.js"

describe("Accept-Encoding negotiation of precompressed files", () => {
  it.each([
    ["gzip, deflate, br, zstd", ["br", "gzip", "identity"]],
    ["gzip, deflate", ["gzip", "identity"]],
    ["br;q=0, gzip", ["gzip", "identity"]],
    ["br;q=0.5, gzip;q=0.9", ["gzip", "br", "identity"]],
    ["gzip;q=0.5, identity", ["identity", "gzip"]],
    ["br;q=0.5, gzip;q=0.9, identity;q=0.1", ["gzip", "br", "identity"]],
    ["identity", ["identity"]],
    ["", ["identity"]],
    [undefined, ["identity"]],
    ["*", ["br", "gzip", "identity"]],
    ["*;q=0", []],
    ["*;q=0, identity", ["identity"]],
    ["GZIP;Q=1", ["gzip", "identity"]],
    ["br;q=banana, gzip", ["br", "gzip", "identity"]],
  ])("%j → %j", (header, expected) => {
    expect(chooseEncodings(header)).toEqual(expected)
  })

  it("reads a bounded number of entries of a hostile header", () => {
    const header = `${"x, ".repeat(10_000)}br`
    expect(chooseEncodings(header)).toEqual(["identity"])
  })
})
