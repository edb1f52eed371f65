// The steps of a lead form: the careers questionnaire shows one at a time once scripting is on
// (all of them without it); every other form is one step.
import { useState } from 'react'
import { LEAD_FORMS, stepOf } from '../forms'
import type { LeadSource } from '../schema'
import type { FocusTarget } from './use-focus-request'

/** Starts on the step of `firstError` (a post without JavaScript came back with it), else on the first. */
export function useSteps(source: LeadSource, firstError: string | undefined, focusOn: (target: FocusTarget) => void) {
  const steps = LEAD_FORMS[source].steps
  const stepped = steps.length > 1
  const [step, setStep] = useState(() => (firstError ? stepOf(source, firstError) : 0))
  return {
    steps,
    step,
    stepped,
    last: steps.length - 1,
    /** Shows step `index` and moves the focus to its heading. */
    goTo(index: number) {
      setStep(index)
      focusOn('step')
    },
    /** Shows the step that holds `field`. */
    showStepOf(field: string) {
      if (stepped) setStep(stepOf(source, field))
    },
  }
}

export type Steps = ReturnType<typeof useSteps>
