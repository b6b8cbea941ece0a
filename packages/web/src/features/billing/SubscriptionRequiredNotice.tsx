import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { useProfile } from "../profile/ProfileContext.js"
import { billingQueries } from "./billingQueries.js"

/** Where an owner orders the subscription: the Subscription tab of the account settings. */
export const subscriptionTabPath = "/account?tab=subscription"

/** The configured customer-service contact, when there is one (spec: "refers to customer service"). */
export const CustomerServiceContact = ({
  contact,
}: {
  contact: { email: string | null; phone: string | null }
}) => {
  const { t } = useTranslation()
  if (!contact.email && !contact.phone) return null
  return (
    <p className="muted">
      {t("billing.subscription.customerService")}:{" "}
      {contact.email && (
        <a href={`mailto:${contact.email}`}>
          {t("billing.subscription.customerServiceEmail", { email: contact.email })}
        </a>
      )}
      {contact.email && contact.phone && ", "}
      {contact.phone && (
        <a href={`tel:${contact.phone.replace(/[^+0-9]/g, "")}`}>
          {t("billing.subscription.customerServicePhone", { phone: contact.phone })}
        </a>
      )}
    </p>
  )
}

/**
 * What a blocked feature shows in trial mode (spec §6: "the message refers to customer service or
 * the company's main user"): an owner — the main user — gets a link to order the subscription; a
 * user gets the main users' names and e-mails to ask, and customer service when configured.
 */
export const SubscriptionRequiredNotice = () => {
  const { t } = useTranslation()
  const profile = useProfile()
  const role = profile.accounts.find((a) => a.id === profile.activeAccountId)?.role
  const status = useQuery({ ...billingQueries.subscription(), enabled: role !== "owner" })
  if (role === "owner")
    return (
      <p className="notice">
        {t("billing.blocked.ownerText")}{" "}
        <Link to={subscriptionTabPath}>{t("billing.blocked.ownerLink")}</Link>
      </p>
    )
  const mainUsers = status.data?.mainUsers ?? []
  return (
    <div className="notice">
      <p>{mainUsers.length > 0 ? t("billing.blocked.askMainUser") : t("errors.SubscriptionRequired")}</p>
      {mainUsers.length > 0 && (
        <ul>
          {mainUsers.map((user) => (
            <li key={user.email}>
              {user.name ? `${user.name} ` : ""}
              <a href={`mailto:${user.email}`}>{user.email}</a>
            </li>
          ))}
        </ul>
      )}
      {status.data && <CustomerServiceContact contact={status.data.customerService} />}
    </div>
  )
}
