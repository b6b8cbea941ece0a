import { QueryClientProvider } from "@tanstack/react-query"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { RouterProvider } from "react-router-dom"
import { setSessionEndedHandler } from "./api/apiClient.js"
import { queryClient } from "./api/queryClient.js"
import { setupI18n } from "./i18n/setup.js"
import { createAppRouter } from "./shell/router.js"
import "./styles.css"

setupI18n()
const router = createAppRouter()
// Spec §7: a second 401 sends the user to /logout.
setSessionEndedHandler(() => void router.navigate("/logout"))

const container = document.getElementById("root")
if (!container) throw new Error("index.html has no #root element")

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
