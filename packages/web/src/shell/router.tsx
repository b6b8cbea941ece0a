import { createBrowserRouter, type RouteObject } from "react-router-dom"
import { loadSignedInTexts } from "../i18n/setup.js"
import { AppRoot } from "./AppRoot.js"
import { page } from "./lazyPage.js"
import { FullPageLoading } from "./LoadingIndicator.js"
import { RouteErrorScreen } from "./crash/RouteErrorScreen.js"
import { PublicLayout } from "./layout/PublicLayout.js"
import { NotFoundPage } from "./NotFoundPage.js"

/**
 * The guard of the signed-in routes, loaded with the signed-in pages' texts: every page under it
 * renders once both are in (docs/decisions/033; /login loads neither).
 */
const protectedRoute = async () => {
  const [guard] = await Promise.all([import("./guards/ProtectedRoute.js"), loadSignedInTexts()])
  return guard
}

/**
 * The public page of a shared report (`/s/{token}`, issue 31): no sign-in, but the report's texts,
 * which are the signed-in pages' ones; /login loads neither the page nor them.
 */
const sharePage = async () => {
  const [module] = await Promise.all([import("../features/sharing/SharePage.js"), loadSignedInTexts()])
  return module
}

/** The routes of spec §2. Guards are parent routes, so a page never renders before its checks pass. */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteErrorScreen />,
    // Shown while the first page's chunk loads (lazyPage.ts).
    hydrateFallbackElement: <FullPageLoading />,
    children: [
      // Throws on purpose: checks that crash reports reach the server log (see CrashTestPage).
      { path: "__crash-test", lazy: page(() => import("./crash/CrashTestPage.js"), "CrashTestPage") },
      {
        element: <PublicLayout />,
        children: [
          { path: "login", lazy: page(() => import("../features/auth/LoginPage.js"), "LoginPage") },
          {
            path: "signup",
            // Lazy like the pages: the gate asks for the profile with the app's client (and effect).
            lazy: page(() => import("./guards/SignupGate.js"), "SignupGate"),
            children: [
              { index: true, lazy: page(() => import("../features/auth/SignupPage.js"), "SignupPage") },
            ],
          },
          {
            path: "reset-password",
            lazy: page(() => import("../features/auth/ResetPasswordPage.js"), "ResetPasswordPage"),
          },
          // The link of the verification email (spec §4); it ends at /?emailVerified=true.
          {
            path: "verify-email",
            lazy: page(() => import("../features/auth/VerifyEmailPage.js"), "VerifyEmailPage"),
          },
          { path: "logout", lazy: page(() => import("../features/auth/LogoutPage.js"), "LogoutPage") },
          { path: "s/:token", lazy: page(sharePage, "SharePage") },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
      {
        lazy: page(protectedRoute, "ProtectedRoute", { account: "none" }),
        children: [
          {
            lazy: page(() => import("./layout/BareLayout.js"), "BareLayout"),
            children: [
              {
                path: "select-account",
                lazy: page(() => import("../features/account/SelectAccountPage.js"), "SelectAccountPage"),
              },
              {
                path: "create-account",
                lazy: page(() => import("../features/account/CreateAccountPage.js"), "CreateAccountPage"),
              },
            ],
          },
        ],
      },
      {
        lazy: page(protectedRoute, "ProtectedRoute", { account: "required" }),
        children: [
          {
            lazy: page(() => import("./layout/AuthenticatedLayout.js"), "AuthenticatedLayout"),
            children: [
              {
                index: true,
                lazy: page(() => import("../features/dashboard/DashboardPage.js"), "DashboardPage"),
              },
              {
                path: "reports/:id",
                lazy: page(() => import("../features/reports/ReportFormPage.js"), "ReportFormPage"),
              },
              {
                path: "reports/:id/review",
                lazy: page(() => import("../features/reports/ReportReviewPage.js"), "ReportReviewPage"),
              },
              {
                path: "reports/:id/share",
                lazy: page(() => import("../features/sharing/ShareReportPage.js"), "ShareReportPage"),
              },
              {
                path: "received",
                lazy: page(() => import("../features/sharing/ReceivedReportsPage.js"), "ReceivedReportsPage"),
              },
              {
                path: "received/:shareId",
                lazy: page(() => import("../features/sharing/ReceivedReportPage.js"), "ReceivedReportPage"),
              },
              {
                path: "requests",
                lazy: page(() => import("../features/requests/RequestsPage.js"), "RequestsPage"),
              },
              {
                path: "requests/new",
                lazy: page(() => import("../features/requests/NewRequestPage.js"), "NewRequestPage"),
              },
              {
                path: "requests/incoming/:recipientId",
                lazy: page(
                  () => import("../features/requests/IncomingRequestPage.js"),
                  "IncomingRequestPage",
                ),
              },
              {
                path: "requests/:requestId",
                lazy: page(() => import("../features/requests/RequestPage.js"), "RequestPage"),
              },
              {
                path: "requests/:requestId/edit",
                lazy: page(() => import("../features/requests/NewRequestPage.js"), "EditRequestPage"),
              },
              {
                path: "account",
                lazy: page(() => import("../features/account/AccountSettingsPage.js"), "AccountSettingsPage"),
              },
              { path: "ghg/:calcId?", lazy: page(() => import("../features/ghg/GhgPage.js"), "GhgPage") },
              {
                path: "ghg/:calcId/add-row",
                lazy: page(() => import("../features/ghg/GhgAddRowPage.js"), "GhgAddRowPage"),
              },
            ],
          },
        ],
      },
      {
        // The superadmin area works across companies: reachable with or without an active account.
        lazy: page(protectedRoute, "ProtectedRoute", { account: "optional" }),
        children: [
          {
            lazy: page(() => import("./layout/AuthenticatedLayout.js"), "AuthenticatedLayout"),
            children: [
              {
                path: "superadmin",
                lazy: page(() => import("./guards/RoleGate.js"), "RoleGate", { role: "superadmin" }),
                children: [
                  {
                    index: true,
                    lazy: page(
                      () => import("../features/superadmin/SuperadminDashboardPage.js"),
                      "SuperadminDashboardPage",
                    ),
                  },
                  {
                    path: "ghg-factors",
                    lazy: page(() => import("../features/superadmin/GhgFactorsPage.js"), "GhgFactorsPage"),
                  },
                  {
                    path: "ghg-factors/new",
                    lazy: page(
                      () => import("../features/superadmin/GhgFactorEditorPage.js"),
                      "GhgFactorEditorPage",
                      { mode: "new" },
                    ),
                  },
                  {
                    path: "ghg-factors/:id",
                    lazy: page(
                      () => import("../features/superadmin/GhgFactorEditorPage.js"),
                      "GhgFactorEditorPage",
                      { mode: "edit" },
                    ),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
]

export const createAppRouter = () => createBrowserRouter(routes)
