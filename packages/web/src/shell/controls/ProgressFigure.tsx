import { Label, ProgressBar } from "react-aria-components"
import { useTranslation } from "react-i18next"

/**
 * A progress bar of core's done / asked (decision 022) with its figure, "12 / 40": React Aria's
 * ProgressBar (role progressbar, its value read as the figure). Full when everything asked is done;
 * empty while nothing is asked. Used by the dashboard's cards and the report form's question list.
 */
export const ProgressFigure = ({
  label,
  done,
  asked,
  showLabel = true,
}: {
  label: string
  done: number
  asked: number
  showLabel?: boolean
}) => {
  const { t } = useTranslation()
  const figure = t("controls.progressValue", { done, total: asked })
  return (
    <ProgressBar
      className={`progress${done >= asked && asked > 0 ? " progress--done" : ""}`}
      value={done}
      minValue={0}
      maxValue={Math.max(asked, 1)}
      valueLabel={figure}
      {...(showLabel ? {} : { "aria-label": label })}
    >
      {({ percentage }) => (
        <>
          <span className="progress__text">
            {showLabel && <Label className="progress__label">{label}</Label>}
            <span className="progress__value">{figure}</span>
          </span>
          <span className="progress__track" aria-hidden="true">
            <span className="progress__fill" style={{ width: `${percentage ?? 0}%` }} />
          </span>
        </>
      )}
    </ProgressBar>
  )
}
