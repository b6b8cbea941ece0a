import { Either } from "effect"
import { YesNo, applicabilityOf, findGate, findQuestion, questionAnswerSchema, type Answer } from "@vsme/core"
import { InvalidInput, decodeInput } from "@vsme/sdk"

/**
 * Checks an answer against its question's Schema from core (the report's module decides which table
 * columns exist) and answers the decoded value (trimmed texts, missing optional columns as null).
 * Issues carry the input's path, `["answer", "value", …]`, and core's catalogue keys (spec §5 wording).
 * A Comprehensive question in a Basic report is not part of the report and is refused.
 */
export const validateAnswer = (questionId: string, answer: Answer, comprehensive: boolean): Answer => {
  const question = findQuestion(questionId)
  const gate = question ? undefined : findGate(questionId)
  const item = question ?? gate
  if (!item)
    throw new InvalidInput({ issues: [{ path: ["questionId"], message: "validation.invalidValue" }] })
  if (item.module === "comprehensive" && !comprehensive) {
    const moduleNotChosen = applicabilityOf(item, { answers: {}, facts: { comprehensive } })
    if (!moduleNotChosen.applies)
      throw new InvalidInput({
        issues: [
          {
            path: ["questionId"],
            message: "validation.invalidValue",
            detail: "Comprehensive Module not chosen",
          },
        ],
      })
  }
  if (answer.status === "skipped") return answer
  const schema = question ? questionAnswerSchema(question, comprehensive) : YesNo
  const decoded = decodeInput(schema, answer.value)
  if (Either.isLeft(decoded))
    throw new InvalidInput({
      issues: decoded.left.issues.map((issue) => ({
        ...issue,
        path: ["answer", "value", ...issue.path],
      })),
    })
  return { status: "answered", value: decoded.right }
}
