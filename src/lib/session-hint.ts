// A cookie scripts may read that says only "this browser has a session" (no token, no name): the
// session cookie itself is HttpOnly, so without this hint a script would have to ask the server on
// every visit whether anyone is signed in. Set and cleared with the session (src/modules/accounts/
// session.server.ts); the favourites sync asks the account only when it is there (decision 026).

export const SESSION_HINT_COOKIE = 'marsa_signed_in'

/** Whether `cookieHeader` (document.cookie) carries the hint. */
export const hasSessionHint = (cookieHeader: string): boolean => new RegExp(`(?:^|;\\s*)${SESSION_HINT_COOKIE}=1(?:;|$)`).test(cookieHeader)
