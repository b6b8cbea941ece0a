import type { ReactNode } from "react"

/** One line of a fact list: its label (unique in the list) and its value. */
export type Fact = readonly [label: string, value: ReactNode]

/** Label–value pairs as a description list (`.facts`), `className` adding a place's own layout. */
export const FactList = ({ facts, className }: { facts: ReadonlyArray<Fact>; className?: string }) => (
  <dl className={className ? `facts ${className}` : "facts"}>
    {facts.map(([label, value]) => (
      <div key={label}>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    ))}
  </dl>
)
