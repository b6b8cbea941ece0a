import { useQuery, useQueryClient } from "@tanstack/react-query"
import { ghgCreate, type CalculationSummary } from "@vsme/sdk"
import { useId } from "react"
import { useTranslation } from "react-i18next"
import { Link, useNavigate } from "react-router-dom"
import { apiClient } from "../../api/apiClient.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { CalculationDetailsForm, defaultDetails } from "./CalculationDetailsForm.js"
import { useGhgFormat } from "./format.js"
import { ghgQueries } from "./ghgQueries.js"
import { StatusChip } from "./StatusChip.js"

/** /ghg: the company's calculations with their totals, and a form to start a new one (spec §2). */
export const GhgListPage = () => {
  const { t } = useTranslation()
  usePageTitle(t("ghg.listTitle"))
  const list = useQuery(ghgQueries.list())
  const errorText = useErrorMessage()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const ids = { list: useId(), create: useId() }

  return (
    <article className="page-content ghg">
      <h1>{t("ghg.listTitle")}</h1>
      <p className="lead">{t("ghg.listDescription")}</p>
      <section aria-labelledby={ids.list}>
        <h2 id={ids.list} className="visually-hidden">
          {t("ghg.listTitle")}
        </h2>
        {list.isPending ? (
          <LoadingIndicator />
        ) : list.isError ? (
          <p className="alert alert--error">{errorText(list.error)}</p>
        ) : list.data.length === 0 ? (
          <p className="muted">{t("ghg.list.empty")}</p>
        ) : (
          <CalculationTable calculations={list.data} />
        )}
      </section>
      <section className="card ghg-new" aria-labelledby={ids.create}>
        <h2 id={ids.create}>{t("ghg.details.newTitle")}</h2>
        <CalculationDetailsForm
          initial={defaultDetails()}
          submitLabel={t("ghg.details.create")}
          busyLabel={t("ghg.details.creating")}
          onSubmit={async (details) => {
            const created = await apiClient.call(ghgCreate, details)
            queryClient.setQueryData(ghgQueries.detail(created.id).queryKey, created)
            await queryClient.invalidateQueries({ queryKey: ["ghg.list"] })
            void navigate(`/ghg/${created.id}`)
          }}
        />
      </section>
    </article>
  )
}

const CalculationTable = ({ calculations }: { calculations: ReadonlyArray<CalculationSummary> }) => {
  const { t } = useTranslation()
  const format = useGhgFormat()
  // Every calculation of an account is in the account's one carbon unit.
  const unit = calculations[0]!.totals.unit
  return (
    <div className="table-wrap">
      <table className="table ghg-list">
        <caption>{t("ghg.list.caption", { unit })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("ghg.list.title")}</th>
            <th scope="col">{t("ghg.list.status")}</th>
            <th scope="col">{t("ghg.list.site")}</th>
            <th scope="col">{t("ghg.list.organizationalUnit")}</th>
            <th scope="col">{t("ghg.list.period")}</th>
            <th scope="col" className="numeric">
              {t("ghg.list.scope1")}
            </th>
            <th scope="col" className="numeric">
              {t("ghg.list.scope2")}
            </th>
            <th scope="col" className="numeric">
              {t("ghg.list.scope3")}
            </th>
            <th scope="col" className="numeric">
              {t("ghg.list.total")}
            </th>
          </tr>
        </thead>
        <tbody>
          {calculations.map((c) => (
            <tr key={c.id}>
              <th scope="row">
                <Link to={`/ghg/${c.id}`}>{c.title}</Link>
              </th>
              <td>
                <StatusChip status={c.status} />
              </td>
              <td>{c.site ?? ""}</td>
              <td>{c.organizationalUnit ?? ""}</td>
              <td>{format.period(c.period)}</td>
              <td className="numeric">{format.emissions(c.totals.scope1, unit)}</td>
              <td className="numeric">{format.emissions(c.totals.scope2LocationBased, unit)}</td>
              <td className="numeric">{format.emissions(c.totals.scope3, unit)}</td>
              <td className="numeric">{format.emissions(c.totals.total, unit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
