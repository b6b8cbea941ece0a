import { QueryClientProvider } from "@tanstack/react-query"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { RouterProvider } from "react-router-dom"
import { setSessionEndedHandler } from "./api/sessionEnded.js"
import { queryClient } from "./api/queryClient.js"
import { startAttestation } from "./features/auth/attestation.js"
import { completeProviderReturn } from "./features/auth/providerSignIn.js"
import { onSessionLost, startSession } from "./features/auth/session.js"
import { setupI18n } from "./i18n/setup.js"
import { createAppRouter } from "./shell/router.js"
import "./styles.css"
import "./components.css"

const start = async () => {
  // The chosen language's catalogue loads while the rest starts; the app renders once it is in.
  const i18nReady = setupI18n()
  // The Google popup's last page tells the window that opened it, and closes: no app needed there.
  if ((await completeProviderReturn()) === "popupClosing") return

  // The proof of work takes about a second: started before anything asks for it.
  startAttestation()
  void startSession()

  const router = createAppRouter()
  // Spec §7: a second 401 sends the user to /logout; so does a session that ended under the app.
  setSessionEndedHandler(() => void router.navigate("/logout"))
  onSessionLost(() => void router.navigate("/logout"))

  await i18nReady
  const container = document.getElementById("root")
  if (!container) throw new Error("index.html has no #root element")

  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )
}

void start()
