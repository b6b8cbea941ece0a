import { useState, type FormEvent } from "react"

/**
 * The box a person ticks before something that cannot be taken back unseen (a share, a send): the
 * Checkbox's props, and a submit handler that runs the action only with the box ticked and otherwise
 * shows `requiredKey` (a message key) at the box.
 */
export const useConfirmation = (requiredKey: string) => {
  const [confirmed, setConfirmed] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  return {
    checkbox: {
      checked: confirmed,
      error: error ?? "",
      onChange: (on: boolean) => {
        setConfirmed(on)
        if (on) setError(undefined)
      },
    },
    onSubmit: (action: () => void) => (event: FormEvent) => {
      event.preventDefault()
      if (!confirmed) {
        setError(requiredKey)
        return
      }
      setError(undefined)
      action()
    },
  }
}
