import { useEffect, useId, useRef, type ReactNode } from "react"

/**
 * A modal dialog on the browser's own <dialog>: it traps focus, closes on Escape and returns focus to
 * what opened it, which a hand-made overlay would have to imitate. Rendered only while open.
 */
export const Dialog = ({
  title,
  onClose,
  children,
  className,
}: {
  title: string
  onClose: () => void
  children: ReactNode
  className?: string
}) => {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const closeRef = useRef(onClose)
  useEffect(() => {
    closeRef.current = onClose
  })
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement as HTMLElement | null
    if (!dialog.open) dialog.showModal()
    const onCancel = (event: Event) => {
      event.preventDefault()
      closeRef.current()
    }
    dialog.addEventListener("cancel", onCancel)
    return () => {
      dialog.removeEventListener("cancel", onCancel)
      if (dialog.open) dialog.close()
      opener?.focus?.()
    }
  }, [])
  return (
    <dialog ref={ref} className={`dialog ${className ?? ""}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      {children}
    </dialog>
  )
}
