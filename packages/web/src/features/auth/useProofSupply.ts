import { useEffect, useState } from "react"
import { obtainProof } from "./attestation.js"
import { createProofSupply } from "./proofSupply.js"

/**
 * The fresh proof of work of one form. Call `prepare` when the form is first focused and `take` at
 * submit; the solving is abandoned when the form goes away.
 */
export const useProofSupply = () => {
  const [supply] = useState(() => createProofSupply({ obtain: obtainProof, now: () => Date.now() }))
  useEffect(() => () => supply.dispose(), [supply])
  return supply
}
