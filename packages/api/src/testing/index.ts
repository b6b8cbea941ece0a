export * from "./testDatabase.js"
export * from "./testServer.js"
export * from "./fakeAuthenticator.js"
