import { describe, expect, it } from "vitest"
import { ConfigError, loadConfig } from "../config.js"

describe("AI summary configuration", () => {
  it("has no model until AI_MODEL is set, and sensible limits", () => {
    expect(loadConfig({}).aiSummary).toEqual({
      model: null,
      timeoutMs: 120_000,
      dailyLimit: 20,
      stream: true,
    })
  })

  it("points at any OpenAI-compatible endpoint, with or without a key", () => {
    const config = loadConfig({
      AI_BASE_URL: "http://127.0.0.1:11434/v1",
      AI_MODEL: "llama3.1:8b",
      AI_TIMEOUT_MS: "60000",
      AI_DAILY_LIMIT: "5",
      AI_STREAM: "off",
    })
    expect(config.aiSummary).toEqual({
      model: { baseUrl: "http://127.0.0.1:11434/v1", apiKey: undefined, name: "llama3.1:8b" },
      timeoutMs: 60_000,
      dailyLimit: 5,
      stream: false,
    })
    expect(loadConfig({ AI_MODEL: "gpt-4o-mini", AI_API_KEY: "sk-x" }).aiSummary.model).toEqual({
      baseUrl: "https://api.openai.com/v1",
      apiKey: "sk-x",
      name: "gpt-4o-mini",
    })
  })

  it("names every malformed variable", () => {
    const bad = () =>
      loadConfig({ AI_BASE_URL: "ftp://model", AI_DAILY_LIMIT: "0", AI_TIMEOUT_MS: "soon", AI_STREAM: "yes" })
    expect(bad).toThrow(ConfigError)
    expect(bad).toThrow(/AI_BASE_URL[\s\S]*AI_TIMEOUT_MS[\s\S]*AI_DAILY_LIMIT[\s\S]*AI_STREAM/)
  })
})
