import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query"
import {
  ImportPreview,
  filePath,
  xbrlFileErrors,
  xbrlImportApply,
  xbrlImportDiscard,
  xbrlRoutes,
  xbrlValidate,
  type XbrlImportId,
} from "@vsme/sdk"
import { Schema } from "effect"
import { apiClient } from "../../api/apiClient.js"
import { uploadFile } from "../../api/fileTransfer.js"

/** Query options of the XBRL export, keyed by procedure name (STYLE.md). */
export const xbrlQueries = {
  validation: (reportId: string) =>
    queryOptions({
      queryKey: ["xbrl.validate", reportId] as const,
      queryFn: () => apiClient.call(xbrlValidate, { reportId: reportId as never }),
      retry: false,
    }),
}

/** Uploads a template or xBRL-JSON file and answers the import's preview. */
export const useUploadImport = (reportId: string) =>
  useMutation({
    mutationFn: async (file: File) =>
      Schema.decodeUnknownSync(ImportPreview)(
        await uploadFile({
          path: filePath(xbrlRoutes.importUpload, { reportId }),
          body: file,
          fileName: file.name,
          errors: xbrlFileErrors,
        }),
      ),
  })

/** Applies a pending import; the report, its comments and its XBRL check are read again. */
export const useApplyImport = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (importId: XbrlImportId) => apiClient.call(xbrlImportApply, { importId }),
    onSuccess: () =>
      Promise.all(
        ["report.get", "comment.list", "xbrl.validate", "report.list"].map((name) =>
          queryClient.invalidateQueries({ queryKey: [name] }),
        ),
      ),
  })
}

export const useDiscardImport = () =>
  useMutation({ mutationFn: (importId: XbrlImportId) => apiClient.call(xbrlImportDiscard, { importId }) })
