import { describe, expect, it } from "vitest"
import { formatSize } from "./formatSize.js"

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ")

describe("attachment sizes", () => {
  it("shows the 20 MiB limit as 20 MiB (fi 20 Mt), not 21 MB", () => {
    const limit = 20 * 1024 * 1024
    expect(plain(formatSize(limit, "en"))).toBe("20 MiB")
    expect(plain(formatSize(limit, "sv"))).toBe("20 MiB")
    expect(plain(formatSize(limit, "fi"))).toBe("20 Mt")
    expect(plain(formatSize(812 * 1024, "en"))).toBe("812 KiB")
    expect(plain(formatSize(1.5 * 1024 * 1024, "fi"))).toBe("1,5 Mt")
  })
})
