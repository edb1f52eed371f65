// GET /consent: the cookie choices as a page (the footer's "Cookie settings" without JavaScript).
// POST /consent: stores a choice from the banner's form in the consent cookie and returns to the page
// it came from (a same-site path only), 303. Refused: a post from another site (403), a body that is
// not a form (415), a bad field (400 naming it): JSON, like every endpoint. Both are 404 while no
// tracker is configured.
import { Hono } from 'hono'
import { setCookie } from 'hono/cookie'
import { z } from 'zod'
import { ConsentForm } from '../../app/ConsentBanner'
import { renderPage } from '../../app/render.server'
import { FormPageFrame } from '../../components/FormPageFrame'
import { CONSENT_COOKIE, CONSENT_MAX_AGE, type ConsentChoice, consentOfChoice, serializeConsent } from '../../lib/consent'
import type { AppEnv } from '../../lib/context'
import { usePage } from '../../lib/page-context'
import { sameSitePath } from '../../lib/paths'
import { isCrossSite } from '../../lib/same-origin.server'
import { consentNeeded } from '../../lib/tag-manager'

/** A checkbox as browsers send it: present with our value (or a browser's default `on`), else absent. */
const Box = z.enum(['1', 'on']).optional()

const ConsentPost = z.object({
  choice: z.enum(['all', 'none', 'custom'] satisfies ConsentChoice[]),
  analytics: Box,
  marketing: Box,
  next: z.string().max(2048).optional(),
})

export const consent = new Hono<AppEnv>()
  // Only while a tracker asks for consent: otherwise there is nothing to choose.
  .use('/consent', async (c, next) => (consentNeeded(c.env) ? next() : c.notFound()))
  .get('/consent', (c) => {
    const { t } = c.var
    return renderPage(c, { styles: 'consent', title: t('consent.settings'), noindex: true }, <ConsentPage />)
  })
  .post('/consent', async (c) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
    if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data') {
      return c.json({ error: 'unsupported_media_type', message: 'Send the form (application/x-www-form-urlencoded)' }, 415)
    }
    if (isCrossSite(c)) return c.json({ error: 'cross_site', message: 'The choice can only be sent from this site' }, 403)
    let body: Record<string, unknown>
    try {
      body = await c.req.parseBody()
    } catch {
      return c.json({ error: 'invalid_body', message: 'The form could not be read' }, 400)
    }
    const parsed = ConsentPost.safeParse(body)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const field = String(issue?.path[0] ?? 'choice')
      return c.json({ error: 'invalid_field', field, message: `${field}: ${issue?.message ?? 'invalid'}` }, 400)
    }
    // Not HttpOnly: the page's scripts read the choice (decision 015); it holds no secret.
    setCookie(c, CONSENT_COOKIE, serializeConsent(consentOfChoice(parsed.data.choice, (category) => parsed.data[category] !== undefined)), {
      path: '/',
      maxAge: CONSENT_MAX_AGE,
      sameSite: 'Lax',
      httpOnly: false,
      secure: new URL(c.req.url).protocol === 'https:',
    })
    return c.redirect(sameSitePath(parsed.data.next), 303)
  })

/** The same choices as the banner, as the page's content (no-JS "Cookie settings"), in the account screens' frame. */
function ConsentPage() {
  const { t, consent: state } = usePage()
  return (
    <FormPageFrame title={t('consent.settings')} titleId="consent-page-title" intro={<p>{t('consent.body')}</p>}>
      <ConsentForm choice={state?.choice ?? null} open />
    </FormPageFrame>
  )
}
