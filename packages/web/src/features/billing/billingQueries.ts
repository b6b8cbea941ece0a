import { queryOptions } from "@tanstack/react-query"
import {
  adminAuditLog,
  adminCompanies,
  adminInvoices,
  adminUsers,
  billingInvoices,
  billingSubscription,
  type InputOf,
} from "@vsme/sdk"
import { apiClient } from "../../api/apiClient.js"

/** Query options of subscriptions and invoices, keyed by procedure name (STYLE.md). */
export const billingQueries = {
  subscription: () =>
    queryOptions({
      queryKey: ["billing.subscription", null] as const,
      queryFn: () => apiClient.call(billingSubscription, null),
    }),
  invoices: () =>
    queryOptions({
      queryKey: ["billing.invoices", null] as const,
      queryFn: () => apiClient.call(billingInvoices, null),
    }),
}

/** Query options of the superadmin dashboard. */
export const adminQueries = {
  companies: (input: InputOf<typeof adminCompanies>) =>
    queryOptions({
      queryKey: ["admin.companies", input] as const,
      queryFn: () => apiClient.call(adminCompanies, input),
    }),
  invoices: (input: InputOf<typeof adminInvoices>) =>
    queryOptions({
      queryKey: ["admin.invoices", input] as const,
      queryFn: () => apiClient.call(adminInvoices, input),
    }),
  users: (input: InputOf<typeof adminUsers>) =>
    queryOptions({
      queryKey: ["admin.users", input] as const,
      queryFn: () => apiClient.call(adminUsers, input),
    }),
  audit: (input: InputOf<typeof adminAuditLog>) =>
    queryOptions({
      queryKey: ["admin.auditLog", input] as const,
      queryFn: () => apiClient.call(adminAuditLog, input),
    }),
}

/** What a change to a subscription can alter: lists, invoices, the audit trail, the account itself. */
export const subscriptionChangeKeys = [
  ["admin.companies"],
  ["admin.invoices"],
  ["admin.auditLog"],
  ["billing.subscription"],
  ["billing.invoices"],
  ["account.get"],
  ["profile.get"],
] as const
