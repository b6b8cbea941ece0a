import { Component, type ErrorInfo, type ReactNode } from "react"
import { useLocation } from "react-router-dom"
import { reportCrash } from "./browserCrashReporter.js"
import { CrashScreen, InlineCrash } from "./CrashScreen.js"

interface BoundaryProps {
  /** Names the boundary in the crash report (`errorBoundaryId`), so the log tells where it broke. */
  readonly id: string
  readonly variant: "screen" | "inline"
  /** The current path: reported, and a change of it clears the error (the user navigated away). */
  readonly path: string
  readonly children: ReactNode
}

interface BoundaryState {
  readonly hasError: boolean
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { hasError: false }

  static getDerivedStateFromError(): BoundaryState {
    return { hasError: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    void reportCrash({
      error,
      errorBoundaryId: this.props.id,
      currentPath: this.props.path,
      componentStack: info.componentStack,
    })
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.hasError && previous.path !== this.props.path) this.setState({ hasError: false })
  }

  override render() {
    if (!this.state.hasError) return this.props.children
    return this.props.variant === "screen" ? <CrashScreen /> : <InlineCrash />
  }
}

/** Catches render errors below it, reports them to /api/log and shows the crash screen or its inline variant. */
export const CrashBoundary = ({ id, variant, children }: Omit<BoundaryProps, "path">) => {
  const { pathname } = useLocation()
  return (
    <Boundary id={id} variant={variant} path={pathname}>
      {children}
    </Boundary>
  )
}
