import { CalculationId } from "@vsme/sdk"
import { Schema } from "effect"
import { useParams } from "react-router-dom"
import { CalculationNotFound } from "./CalculationNotFound.js"
import { GhgDetailPage } from "./GhgDetailPage.js"
import { GhgListPage } from "./GhgListPage.js"

const isCalculationId = Schema.is(CalculationId)

/** /ghg/:calcId? — the calculation list, or one calculation when calcId is given (spec §2). */
export const GhgPage = () => {
  const { calcId } = useParams()
  if (calcId === undefined) return <GhgListPage />
  // A malformed id is an invalid link: no request is made for it.
  if (!isCalculationId(calcId)) return <CalculationNotFound />
  return <GhgDetailPage key={calcId} calculationId={calcId} />
}
