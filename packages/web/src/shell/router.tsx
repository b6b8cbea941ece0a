import { createBrowserRouter, type RouteObject } from "react-router-dom"
import { AppRoot } from "./AppRoot.js"
import { page } from "./lazyPage.js"
import { FullPageLoading } from "./LoadingIndicator.js"
import { CrashTestPage } from "./crash/CrashTestPage.js"
import { RouteErrorScreen } from "./crash/RouteErrorScreen.js"
import { RoleGate } from "./guards/RoleGate.js"
import { SignupGate } from "./guards/SignupGate.js"
import { BareLayout } from "./layout/BareLayout.js"
import { PublicLayout } from "./layout/PublicLayout.js"
import { NotFoundPage } from "./NotFoundPage.js"

/** The routes of spec §2. Guards are parent routes, so a page never renders before its checks pass. */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteErrorScreen />,
    // Shown while the first page's chunk loads (lazyPage.ts).
    hydrateFallbackElement: <FullPageLoading />,
    children: [
      // Throws on purpose: checks that crash reports reach the server log (see CrashTestPage).
      { path: "__crash-test", element: <CrashTestPage /> },
      {
        element: <PublicLayout />,
        children: [
          { path: "login", lazy: page(() => import("../features/auth/LoginPage.js"), "LoginPage") },
          {
            path: "signup",
            element: <SignupGate />,
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
          { path: "*", element: <NotFoundPage /> },
        ],
      },
      {
        lazy: page(() => import("./guards/ProtectedRoute.js"), "ProtectedRoute", { account: "none" }),
        children: [
          {
            element: <BareLayout />,
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
        lazy: page(() => import("./guards/ProtectedRoute.js"), "ProtectedRoute", { account: "required" }),
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
        lazy: page(() => import("./guards/ProtectedRoute.js"), "ProtectedRoute", { account: "optional" }),
        children: [
          {
            lazy: page(() => import("./layout/AuthenticatedLayout.js"), "AuthenticatedLayout"),
            children: [
              {
                path: "superadmin",
                element: <RoleGate role="superadmin" />,
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
