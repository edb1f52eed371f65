// Server side of the color mode switch: translated labels in, island out.

import { Island } from '../lib/islands/Island'
import { usePage } from '../lib/page-context'
import ColorModeSwitch from './ColorModeSwitch.island'

export function ColorModeControl() {
  const { t } = usePage()
  return (
    <Island
      name="ColorModeSwitch"
      component={ColorModeSwitch}
      props={{ label: t('colorMode.label'), labels: { system: t('colorMode.system'), light: t('colorMode.light'), dark: t('colorMode.dark') } }}
    />
  )
}
