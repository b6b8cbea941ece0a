import { useQueryClient } from "@tanstack/react-query"
import { takesMarketEvidence } from "@vsme/core"
import {
  filePath,
  ghgEvidenceContentTypes,
  ghgEvidenceFileErrors,
  ghgEvidenceRoutes,
  type CalculationId,
  type StoredCalculationRow,
} from "@vsme/sdk"
import { useEffect, useRef, useState } from "react"
import { Button, FileTrigger } from "react-aria-components"
import { useTranslation } from "react-i18next"
import { downloadFile, uploadFile } from "../../api/fileTransfer.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { ghgQueries } from "./ghgQueries.js"

const accept = [...ghgEvidenceContentTypes, ".pdf", ".png", ".jpg", ".jpeg", ".webp"]

/**
 * The evidence of an electricity row's market-based factor (issue 19): guarantees of origin or the
 * supplier's disclosure as a PDF or an image, stored like report attachments. Shows the file's name
 * as a download; in a draft, attaches (or replaces) it when the row's market-based factor takes one
 * (core `takesMarketEvidence`). A ready calculation shows what it keeps.
 */
export const RowEvidence = ({
  calculationId,
  row,
  editable,
}: {
  calculationId: CalculationId
  row: StoredCalculationRow
  editable: boolean
}) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const queryClient = useQueryClient()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const attachLabel = t("ghg.evidence.attach", { title: row.title })
  useEffect(() => {
    input.current?.setAttribute("aria-label", attachLabel)
  }, [attachLabel])
  const takes = editable && takesMarketEvidence(row)
  if (!row.evidence && !takes) return null

  const attach = async (files: FileList | null) => {
    const file = files?.[0]
    if (!file) return
    setBusy(true)
    setProblem(null)
    try {
      await uploadFile({
        path: filePath(ghgEvidenceRoutes.upload, { rowId: row.id }),
        body: file,
        fileName: file.name,
        errors: ghgEvidenceFileErrors,
      })
      await queryClient.invalidateQueries({ queryKey: ghgQueries.detail(calculationId).queryKey })
    } catch (error) {
      setProblem(errorText(error))
    } finally {
      setBusy(false)
    }
  }

  const download = async () => {
    if (!row.evidence) return
    setProblem(null)
    try {
      await downloadFile(
        {
          path: filePath(ghgEvidenceRoutes.download, { evidenceId: row.evidence.id }),
          errors: ghgEvidenceFileErrors,
        },
        row.evidence.fileName,
      )
    } catch (error) {
      setProblem(errorText(error))
    }
  }

  return (
    <span className="ghg-rows__notes ghg-evidence">
      {row.evidence ? (
        <>
          {t("ghg.evidence.label")}{" "}
          <button
            type="button"
            className="button--link"
            aria-label={t("ghg.evidence.download", { name: row.evidence.fileName })}
            onClick={() => void download()}
          >
            {row.evidence.fileName}
          </button>
        </>
      ) : (
        t("ghg.evidence.none")
      )}{" "}
      {takes && (
        <FileTrigger ref={input} acceptedFileTypes={accept} onSelect={(files) => void attach(files)}>
          <Button className="button button--small" isDisabled={busy} aria-label={attachLabel}>
            {busy
              ? t("ghg.evidence.uploading")
              : row.evidence
                ? t("ghg.evidence.replace")
                : t("ghg.evidence.choose")}
          </Button>
        </FileTrigger>
      )}
      {problem && (
        <span className="alert alert--error" role="alert">
          {problem}
        </span>
      )}
    </span>
  )
}
