import type { RequestDraft } from "@vsme/sdk"

const dayMs = 24 * 3600 * 1000

/**
 * A bank's request as the web form writes it (in its wire form): year 2025 (the sample report's),
 * due in 90 days, so that no company shows as overdue during the run.
 */
export const benchDraft = (
  title: string,
  selection: (typeof RequestDraft.Encoded)["selection"],
  now = new Date(),
): typeof RequestDraft.Encoded => ({
  title,
  periodYear: 2025,
  dueDate: new Date(now.getTime() + 90 * dayMs).toISOString().slice(0, 10),
  contact: { name: "Pertti Pankki", email: "esg@pankki.example", phone: null },
  message: "Pyydämme vastuullisuustietonne vuodelta 2025 rahoitussopimuksen mukaisesti.",
  selection,
  extraQuestions: [],
  language: "fi",
})
