// System / light / dark switch. Before hydration CSS highlights the stored choice (the head script
// set html[data-color-mode]); after, React owns the state and saves it to localStorage.
import { atom, useAtom } from 'jotai'
import { useEffect } from 'react'
import { COLOR_MODES, type ColorMode, readColorMode, saveColorMode } from '../lib/color-mode'
import { Icon } from './Icon'

const preferenceAtom = atom<ColorMode | null>(null)
const ICONS = { system: 'monitor', light: 'sun', dark: 'moon' } as const

export default function ColorModeSwitch({ label, labels }: { label: string; labels: Record<ColorMode, string> }) {
  const [preference, setPreference] = useAtom(preferenceAtom)
  useEffect(() => {
    if (preference === null) setPreference(readColorMode())
  }, [preference, setPreference])
  return (
    <fieldset className="color-mode-switch m-0 inline-flex rounded-full border border-line p-0.5">
      <legend className="sr-only">{label}</legend>
      {COLOR_MODES.map((mode) => (
        <button
          key={mode}
          type="button"
          aria-pressed={preference === mode}
          data-mode={mode}
          title={labels[mode]}
          aria-label={labels[mode]}
          onClick={() => {
            setPreference(mode)
            saveColorMode(mode)
          }}
          className="grid size-8 place-items-center rounded-full text-muted transition-colors hover:text-fg focus-ring"
        >
          <Icon name={ICONS[mode]} className="size-4" />
        </button>
      ))}
    </fieldset>
  )
}
