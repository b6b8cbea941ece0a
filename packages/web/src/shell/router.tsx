import { createBrowserRouter, type RouteObject } from "react-router-dom"
import { AccountSettingsPage } from "../features/account/AccountSettingsPage.js"
import { CreateAccountPage } from "../features/account/CreateAccountPage.js"
import { SelectAccountPage } from "../features/account/SelectAccountPage.js"
import { LoginPage } from "../features/auth/LoginPage.js"
import { LogoutPage } from "../features/auth/LogoutPage.js"
import { ResetPasswordPage } from "../features/auth/ResetPasswordPage.js"
import { SignupPage } from "../features/auth/SignupPage.js"
import { VerifyEmailPage } from "../features/auth/VerifyEmailPage.js"
import { DashboardPage } from "../features/dashboard/DashboardPage.js"
import { GhgAddRowPage } from "../features/ghg/GhgAddRowPage.js"
import { GhgPage } from "../features/ghg/GhgPage.js"
import { ReportFormPage } from "../features/reports/ReportFormPage.js"
import { ReportReviewPage } from "../features/reports/ReportReviewPage.js"
import { GhgFactorEditorPage } from "../features/superadmin/GhgFactorEditorPage.js"
import { GhgFactorsPage } from "../features/superadmin/GhgFactorsPage.js"
import { SuperadminDashboardPage } from "../features/superadmin/SuperadminDashboardPage.js"
import { AppRoot } from "./AppRoot.js"
import { CrashTestPage } from "./crash/CrashTestPage.js"
import { RouteErrorScreen } from "./crash/RouteErrorScreen.js"
import { ProtectedRoute } from "./guards/ProtectedRoute.js"
import { RoleGate } from "./guards/RoleGate.js"
import { SignupGate } from "./guards/SignupGate.js"
import { AuthenticatedLayout } from "./layout/AuthenticatedLayout.js"
import { BareLayout } from "./layout/BareLayout.js"
import { PublicLayout } from "./layout/PublicLayout.js"
import { NotFoundPage } from "./NotFoundPage.js"

/** The routes of spec §2. Guards are parent routes, so a page never renders before its checks pass. */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteErrorScreen />,
    children: [
      // Throws on purpose: checks that crash reports reach the server log (see CrashTestPage).
      { path: "__crash-test", element: <CrashTestPage /> },
      {
        element: <PublicLayout />,
        children: [
          { path: "login", element: <LoginPage /> },
          { path: "signup", element: <SignupGate />, children: [{ index: true, element: <SignupPage /> }] },
          { path: "reset-password", element: <ResetPasswordPage /> },
          // The link of the verification email (spec §4); it ends at /?emailVerified=true.
          { path: "verify-email", element: <VerifyEmailPage /> },
          { path: "logout", element: <LogoutPage /> },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
      {
        element: <ProtectedRoute account="none" />,
        children: [
          {
            element: <BareLayout />,
            children: [
              { path: "select-account", element: <SelectAccountPage /> },
              { path: "create-account", element: <CreateAccountPage /> },
            ],
          },
        ],
      },
      {
        element: <ProtectedRoute account="required" />,
        children: [
          {
            element: <AuthenticatedLayout />,
            children: [
              { index: true, element: <DashboardPage /> },
              { path: "reports/:id", element: <ReportFormPage /> },
              { path: "reports/:id/review", element: <ReportReviewPage /> },
              { path: "account", element: <AccountSettingsPage /> },
              { path: "ghg/:calcId?", element: <GhgPage /> },
              { path: "ghg/:calcId/add-row", element: <GhgAddRowPage /> },
            ],
          },
        ],
      },
      {
        // The superadmin area works across companies: reachable with or without an active account.
        element: <ProtectedRoute account="optional" />,
        children: [
          {
            element: <AuthenticatedLayout />,
            children: [
              {
                path: "superadmin",
                element: <RoleGate role="superadmin" />,
                children: [
                  { index: true, element: <SuperadminDashboardPage /> },
                  { path: "ghg-factors", element: <GhgFactorsPage /> },
                  { path: "ghg-factors/new", element: <GhgFactorEditorPage mode="new" /> },
                  { path: "ghg-factors/:id", element: <GhgFactorEditorPage mode="edit" /> },
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
