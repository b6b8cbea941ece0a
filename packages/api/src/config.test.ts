import { describe, expect, it } from "vitest"
import { ConfigError, loadConfig } from "./config.js"

describe("loadConfig", () => {
  it("uses the documented defaults", () => {
    const config = loadConfig({ BUILD_ID: "b1" })
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      appEnv: "dev",
      databaseUrl: undefined,
      buildId: "b1",
    })
    expect(config.dataDir).toMatch(/data$/)
  })

  it("lists every malformed variable by name", () => {
    const attempt = () => loadConfig({ PORT: "http", DATABASE_URL: "mysql://x", APP_ENV: "prod" })
    expect(attempt).toThrow(ConfigError)
    try {
      attempt()
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/)
      expect((error as Error).message).toMatch(/DATABASE_URL/)
      expect((error as Error).message).toMatch(/APP_ENV/)
    }
  })

  it("reads TRUST_PROXY as a number of proxy hops, `true` meaning one and `false` none", () => {
    expect(loadConfig({}).trustedProxyHops).toBe(0)
    expect(loadConfig({ TRUST_PROXY: "false" }).trustedProxyHops).toBe(0)
    expect(loadConfig({ TRUST_PROXY: "true" }).trustedProxyHops).toBe(1)
    expect(loadConfig({ TRUST_PROXY: "0" }).trustedProxyHops).toBe(0)
    expect(loadConfig({ TRUST_PROXY: "2" }).trustedProxyHops).toBe(2)
    for (const bad of ["-1", "1.5", "11", "yes"])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/)
  })

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }).port).toBe(3000)
  })
})
