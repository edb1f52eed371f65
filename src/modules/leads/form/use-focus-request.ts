// Focus that follows a lead form's answer: the outcome panel's heading, the new step's heading or
// the first field to fix. Asked for during an event, done after the render that shows the target.
import { useEffect, useRef, useState } from 'react'

/** 'panel', 'step', or a field's element id. */
export type FocusTarget = string

/** The control to focus for a field: the element with its id, or the first control inside it (a radio group). */
function controlFor(id: string): HTMLElement | null {
  const element = document.getElementById(id)
  if (!element || element.matches('input,select,textarea')) return element
  return element.querySelector<HTMLElement>('input,select,textarea')
}

export function useFocusRequest() {
  const panel = useRef<HTMLHeadingElement>(null)
  const stepHeading = useRef<HTMLLegendElement>(null)
  // A counter, so asking for the same target twice focuses it twice.
  const [focus, setFocus] = useState<{ target: FocusTarget; n: number } | null>(null)

  useEffect(() => {
    if (!focus) return
    const element = focus.target === 'panel' ? panel.current : focus.target === 'step' ? stepHeading.current : controlFor(focus.target)
    element?.focus()
    if (focus.target === 'step') element?.scrollIntoView({ block: 'nearest' })
  }, [focus])

  const focusOn = (target: FocusTarget) => setFocus((previous) => ({ target, n: (previous?.n ?? 0) + 1 }))
  return { panel, stepHeading, focusOn }
}
