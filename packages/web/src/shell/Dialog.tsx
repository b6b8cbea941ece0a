import type { ReactNode } from "react"
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from "react-aria-components"

/**
 * A modal dialog from React Aria (decision 023): it contains focus, hides the page behind it from
 * screen readers, closes on Escape, keeps the page from scrolling and returns focus to what opened
 * it. A click outside does not close it: the dialogs hold forms, and a stray click must not throw
 * away what was typed. Rendered only while open.
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
}) => (
  <ModalOverlay
    isOpen
    isDismissable={false}
    onOpenChange={(open) => {
      if (!open) onClose()
    }}
    className="dialog-overlay"
  >
    <Modal className={`dialog ${className ?? ""}`}>
      <AriaDialog className="dialog__body">
        <Heading slot="title" className="dialog__title">
          {title}
        </Heading>
        {children}
      </AriaDialog>
    </Modal>
  </ModalOverlay>
)
