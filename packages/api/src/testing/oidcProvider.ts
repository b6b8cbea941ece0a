import http from "node:http"
import type { AddressInfo } from "node:net"
import { exportJWK, generateKeyPair } from "jose"
// @ts-expect-error -- oidc-provider ships no type declarations; the little used here is typed below.
import OidcProvider from "oidc-provider"

/** The claims a test lets the provider assert about one person (Google's ID token carries these). */
export interface OidcAccount {
  readonly sub: string
  readonly email?: string
  readonly email_verified?: boolean
  readonly name?: string
  readonly locale?: string
}

/** The part of oidc-provider's API this module uses (the package has no type declarations). */
interface Provider {
  callback(): (req: http.IncomingMessage, res: http.ServerResponse) => void
  interactionDetails(
    req: http.IncomingMessage,
    res: http.ServerResponse,
  ): Promise<{
    uid: string
    prompt: { name: string; details: { missingOIDCScope?: string[]; missingOIDCClaims?: string[] } }
    params: Record<string, unknown>
    session?: { accountId?: string }
    grantId?: string
  }>
  interactionFinished(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    result: Record<string, unknown>,
    options: { mergeWithLastSubmission: boolean },
  ): Promise<void>
  Grant: {
    new (init: { accountId: string; clientId: string }): Grant
    find(id: string): Promise<Grant | undefined>
  }
}
interface Grant {
  addOIDCScope(scope: string): void
  addOIDCClaims(claims: string[]): void
  save(): Promise<string>
}
type ProviderConstructor = new (issuer: string, configuration: Record<string, unknown>) => Provider

/** A plain Map store for the provider's artefacts (its built-in one warns on every start). */
const mapAdapter = () => {
  const store = new Map<string, Record<string, unknown>>()
  const index = new Map<string, string>()
  return class {
    constructor(private readonly model: string) {}
    key(id: string) {
      return `${this.model}:${id}`
    }
    async upsert(id: string, payload: Record<string, unknown>) {
      store.set(this.key(id), payload)
      if (typeof payload.uid === "string") index.set(this.key(`uid:${payload.uid}`), id)
      if (typeof payload.userCode === "string") index.set(this.key(`userCode:${payload.userCode}`), id)
      if (typeof payload.grantId === "string") index.set(`grant:${payload.grantId}:${this.key(id)}`, id)
    }
    async find(id: string) {
      return store.get(this.key(id))
    }
    async findByUid(uid: string) {
      const id = index.get(this.key(`uid:${uid}`))
      return id === undefined ? undefined : store.get(this.key(id))
    }
    async findByUserCode(userCode: string) {
      const id = index.get(this.key(`userCode:${userCode}`))
      return id === undefined ? undefined : store.get(this.key(id))
    }
    async consume(id: string) {
      const payload = store.get(this.key(id))
      if (payload) payload.consumed = Math.floor(Date.now() / 1000)
    }
    async destroy(id: string) {
      store.delete(this.key(id))
    }
    async revokeByGrantId(grantId: string) {
      for (const entry of [...index.keys()].filter((k) => k.startsWith(`grant:${grantId}:`))) {
        store.delete(entry.slice(`grant:${grantId}:`.length))
        index.delete(entry)
      }
    }
  }
}

const readForm = async (req: http.IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"))
}

/**
 * A real OpenID provider (oidc-provider) on a free port of 127.0.0.1, standing in for Google in tests.
 * It listens at once, so its issuer URL can configure the API; the one confidential client is
 * registered afterwards with `registerClient`, once the API's callback URL is known. People are the
 * accounts a test adds; their claims go into the ID token as Google puts them there.
 *
 * Its sign-in and consent pages are minimal stand-ins: `GET /interaction/:uid` answers JSON
 * `{ uid, prompt }` ("login" or "consent"); `POST /interaction/:uid` with the form `prompt=login&login=<sub>`
 * signs that person in, with `prompt=consent` grants what the client asked for, and with
 * `prompt=abort` refuses (the client gets `error=access_denied`). Each answers 303 back to the provider.
 */
export const startOidcProvider = async () => {
  const accounts = new Map<string, OidcAccount>()
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const { privateKey } = await generateKeyPair("RS256", { extractable: true })
  const signingKey = { ...(await exportJWK(privateKey)), kid: "test-key", alg: "RS256", use: "sig" }
  const hour = 3600

  const createProvider = (options: {
    readonly clientId: string
    readonly clientSecret: string
    readonly redirectUri: string
  }) =>
    new (OidcProvider as ProviderConstructor)(issuer, {
      clients: [
        {
          client_id: options.clientId,
          client_secret: options.clientSecret,
          redirect_uris: [options.redirectUri],
          grant_types: ["authorization_code"],
          response_types: ["code"],
          token_endpoint_auth_method: "client_secret_post",
        },
      ],
      jwks: { keys: [signingKey] },
      cookies: { keys: ["test-provider-cookie-key-0123456789"] },
      adapter: mapAdapter(),
      claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "locale"] },
      // Like Google: the scope's claims are in the ID token itself, not only behind the userinfo endpoint.
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false } },
      pkce: { required: () => true },
      interactions: {
        url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
      },
      ttl: {
        AccessToken: hour,
        AuthorizationCode: 600,
        IdToken: hour,
        Interaction: hour,
        Session: hour,
        Grant: hour,
      },
      findAccount: (_ctx: unknown, sub: string) => {
        const account = accounts.get(sub)
        return account ? { accountId: sub, claims: () => ({ ...account }) } : undefined
      },
      renderError: (ctx: { type: string; body: unknown }, out: Record<string, unknown>) => {
        ctx.type = "json"
        ctx.body = out
      },
    })

  let provider: Provider | undefined
  let handle: ((req: http.IncomingMessage, res: http.ServerResponse) => void) | undefined

  const interaction = async (provider: Provider, req: http.IncomingMessage, res: http.ServerResponse) => {
    const details = await provider.interactionDetails(req, res)
    if (req.method === "GET") {
      res.writeHead(200, { "content-type": "application/json" })
      res.end(JSON.stringify({ uid: details.uid, prompt: details.prompt.name }))
      return
    }
    const form = await readForm(req)
    const step = form.get("prompt")
    if (step === "abort") {
      await provider.interactionFinished(
        req,
        res,
        { error: "access_denied", error_description: "End-User aborted interaction" },
        { mergeWithLastSubmission: false },
      )
    } else if (step === "login" && details.prompt.name === "login") {
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: form.get("login") ?? "" } },
        { mergeWithLastSubmission: false },
      )
    } else if (step === "consent" && details.prompt.name === "consent") {
      const grant =
        (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
        new provider.Grant({
          accountId: details.session?.accountId ?? "",
          clientId: String(details.params.client_id),
        })
      const { missingOIDCScope, missingOIDCClaims } = details.prompt.details
      if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(" "))
      if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims)
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId: await grant.save() } },
        { mergeWithLastSubmission: true },
      )
    } else {
      res.writeHead(400, { "content-type": "text/plain" }).end(`unexpected step ${step ?? ""}`)
    }
  }

  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!provider || !handle) {
      res.writeHead(503, { "content-type": "text/plain" }).end("no client registered yet")
    } else if ((req.url ?? "").startsWith("/interaction/")) {
      interaction(provider, req, res).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" })
        res.end(String(error))
      })
    } else handle(req, res)
  })

  return {
    issuer,
    /** Registers the one client (the API) and starts answering; call it once, before any flow. */
    registerClient: (options: { clientId: string; clientSecret: string; redirectUri: string }) => {
      provider = createProvider(options)
      handle = provider.callback()
    },
    /** Adds (or replaces) the person with these claims. */
    setAccount: (account: OidcAccount) => accounts.set(account.sub, account),
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
export type TestOidcProvider = Awaited<ReturnType<typeof startOidcProvider>>
