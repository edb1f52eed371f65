// The islands every page carries once: toasts and the overlay host. They hydrate only after some
// other island has loaded React, so a page nobody touches ships no React at all. The host carries
// the request-a-call dialog's texts once for every opener on the page.

import Toaster from '../components/Toaster.island'
import { Island } from '../lib/islands/Island'
import { usePage } from '../lib/page-context'
import { requestCallShared } from '../modules/leads/form/LeadForm'
import { ConsentBanner } from './ConsentBanner'
import OverlayHost from './OverlayHost.island'

export function Chrome() {
  const page = usePage()
  const { t } = page
  return (
    <>
      <Island name="OverlayHost" component={OverlayHost} props={{ shared: { 'request-call': { ...requestCallShared(page) } } }} hydrate="react" />
      <Island name="Toaster" component={Toaster} props={{ label: t('common.notifications'), closeLabel: t('common.close') }} hydrate="react" />
      <ConsentBanner />
    </>
  )
}
