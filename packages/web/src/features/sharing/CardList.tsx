import type { ReactNode } from "react"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"

/**
 * A list of cards loaded by one query (`.share-list`): the loading indicator, the query's error, the
 * `empty` line when there are none, an optional `note` over the loaded list, then a card an item.
 */
export const CardList = <T extends { readonly id: string }>({
  query,
  items,
  empty,
  note,
  card,
}: {
  query: { readonly isPending: boolean; readonly isError: boolean; readonly error: unknown }
  /** Undefined until loaded. */
  items: ReadonlyArray<T> | undefined
  empty: ReactNode
  note?: ReactNode
  card: (item: T) => ReactNode
}) => {
  const errorText = useErrorMessage()
  return (
    <>
      {query.isPending && <LoadingIndicator />}
      {query.isError && (
        <p role="alert" className="alert alert--error">
          {errorText(query.error)}
        </p>
      )}
      {items?.length === 0 && <p>{empty}</p>}
      {items && note}
      {items && items.length > 0 && (
        <ul className="share-list">
          {items.map((item) => (
            <li key={item.id}>{card(item)}</li>
          ))}
        </ul>
      )}
    </>
  )
}
