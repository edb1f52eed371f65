// The islands every page carries once: toasts and the overlay host. They hydrate only after some
// other island has loaded React, so a page nobody touches ships no React at all.

import { Island } from '../lib/islands/Island'
import { usePage } from '../lib/page'
import OverlayHost from './OverlayHost.island'
import Toaster from './Toaster.island'

export function Chrome() {
  const { t } = usePage()
  return (
    <>
      <Island name="OverlayHost" component={OverlayHost} props={{}} hydrate="react" />
      <Island name="Toaster" component={Toaster} props={{ label: t('common.notifications'), closeLabel: t('common.close') }} hydrate="react" />
    </>
  )
}
