/** The shape of an e-mailed link's token (the contract's LinkToken); anything else cannot be valid. */
export const isLinkTokenShaped = (token: string) => /^[A-Za-z0-9_-]{20,100}$/.test(token)
