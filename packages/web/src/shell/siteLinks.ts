/**
 * Addresses of the footer's information pages. VSME and ESRS point to EFRAG, the standards' author.
 * The privacy policy, terms of service and FAQ live on the operator's public site, whose address is
 * not settled yet: these are placeholders for the product owner to replace.
 */
export const siteLinks = {
  privacyPolicy: "https://www.example.com/vsme/privacy-policy",
  termsOfService: "https://www.example.com/vsme/terms-of-service",
  vsme: "https://www.efrag.org/en/projects/voluntary-reporting-standard-for-smes-vsme",
  esrs: "https://www.efrag.org/en/sustainability-reporting",
  faq: "https://www.example.com/vsme/faq",
} as const
