import { isIPv4, isIPv6 } from "node:net"
import Bowser from "bowser"

/**
 * How the access log names someone who opened a link: enough for a company to tell its bank's office
 * from an unexpected country, not enough to identify a person (issue 31). IPv4 keeps its /24
 * ("192.0.2.x"), IPv6 its /48 ("2001:db8:1::/48"), the browser only its family.
 */
export const truncatedAddress = (ip: string): string => {
  const address = ip.startsWith("::ffff:") && isIPv4(ip.slice(7)) ? ip.slice(7) : ip
  if (isIPv4(address)) return `${address.split(".").slice(0, 3).join(".")}.x`
  if (isIPv6(address)) {
    const [head = "", tail = ""] = address.split("::")
    const groups = head.split(":").filter(Boolean)
    const missing = 8 - groups.length - tail.split(":").filter(Boolean).length
    const full = [...groups, ...Array(Math.max(0, missing)).fill("0"), ...tail.split(":").filter(Boolean)]
    return `${full
      .slice(0, 3)
      .map((g) => g.replace(/^0+(?=.)/, ""))
      .join(":")}::/48`
  }
  return "unknown"
}

/** The browser family of a User-Agent ("Firefox", "Microsoft Edge"), or "other" (scripts, bots). */
export const browserFamily = (userAgent: string): string => {
  if (!userAgent) return "other"
  const name = Bowser.parse(userAgent.slice(0, 512)).browser.name
  return name ? name.slice(0, 40) : "other"
}
