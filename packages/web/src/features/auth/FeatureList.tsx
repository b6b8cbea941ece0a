import { useTranslation } from "react-i18next"

const features = [
  ["features.vsme", "features.vsmeDescription"],
  ["features.ghg", "features.ghgDescription"],
  ["features.ai", "features.aiDescription"],
  ["features.progress", "features.progressDescription"],
] as const

/** Spec §1: the login page lists VSME reporting, greenhouse-gas accounting, AI analysis, progress tracking. */
export const FeatureList = ({ headingId }: { headingId: string }) => {
  const { t } = useTranslation()
  return (
    <ul className="features" aria-labelledby={headingId}>
      {features.map(([name, description]) => (
        <li key={name}>
          <strong>{t(name)}</strong>
          <span>{t(description)}</span>
        </li>
      ))}
    </ul>
  )
}
