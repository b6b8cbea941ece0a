import { useId, type ReactNode } from "react"
import { FactList, type Fact } from "../../shell/FactList.js"

/**
 * A card of a list of shares or requests (`.share-card`): its title with a state chip, its facts,
 * then its actions, which get the title's id to name what they act on (aria-describedby).
 */
export const ShareCard = ({
  title,
  headingLevel,
  chip,
  facts,
  actions,
}: {
  title: ReactNode
  headingLevel: 2 | 3
  chip: ReactNode
  facts: ReadonlyArray<Fact>
  actions?: (titleId: string) => ReactNode
}) => {
  const titleId = useId()
  const Heading = headingLevel === 2 ? "h2" : "h3"
  return (
    <article className="share-card" aria-labelledby={titleId}>
      <header className="share-card__head">
        <Heading id={titleId}>{title}</Heading>
        {chip}
      </header>
      <FactList facts={facts} className="share-card__facts" />
      {actions?.(titleId)}
    </article>
  )
}
