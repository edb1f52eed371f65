// The request-a-call overlay (`request-call`): the lead form in a modal dialog, for a call back,
// a floor plan or a brochure (`source`), carrying the consultant and project it was opened for.
// The page's texts arrive once through the overlay host (`shared`); the opener adds the rest.

import { useState } from 'react'
import { Dialog } from '../../../components/Dialog'
import { newLeadId } from '../forms'
import LeadForm from './LeadForm.island'
import type { LeadFormProps } from './lead-form-props'

export type DialogSource = 'request-call' | 'floor-plan' | 'brochure'

/** Page-wide props: translated texts, the endpoint and where the visitor is. */
export interface RequestCallShared
  extends Pick<LeadFormProps, 'action' | 'hidden' | 'locale' | 'defaultCountry' | 'text' | 'labels' | 'options' | 'turnstileSiteKey'> {
  forms: Record<DialogSource, { title: string; intro: string; submit: string }>
  close: string
  /** "Project", before the project's name. */
  projectLabel: string
  /** The success panel's download label per source. */
  download: Record<'brochure' | 'floor-plan', string>
}

/** What an opener passes (RequestCallButton). */
export interface RequestCallOptions {
  source?: DialogSource
  agentId?: string
  /** The project's name, sent as utm_project. */
  project?: string
  /** The file offered once the request is in (brochure PDF, floor plan). */
  file?: string
}

export default function RequestCallDialog({
  shared,
  source = 'request-call',
  agentId,
  project,
  file,
  onClose,
}: RequestCallOptions & { shared?: RequestCallShared; onClose: (value?: unknown) => void }) {
  // Made once per opening: the idempotency key of this dialog's request (the form renews it after a success).
  const [leadId] = useState(newLeadId)
  const [sent, setSent] = useState(false)
  if (!shared) return null
  const { forms, close, projectLabel, download: downloadLabels, ...common } = shared
  const form = forms[source]
  const hidden: Record<string, string> = { ...shared.hidden, source, lead_id: leadId }
  if (agentId) hidden.agent_id = agentId
  if (project) hidden.utm_project = project
  const download = file && source !== 'request-call' ? { href: file, label: downloadLabels[source] } : undefined
  return (
    <Dialog title={form.title} closeLabel={close} onClose={() => onClose()}>
      {!sent && (
        <div className="-mt-1 mb-6">
          <p className="text-pretty text-muted">{form.intro}</p>
          {project && (
            <p className="mt-4 inline-flex max-w-full items-center gap-2 rounded-full border border-line bg-bg px-3.5 py-1.5 text-sm">
              <span className="shrink-0 text-muted">{projectLabel}</span>
              <span className="truncate font-semibold" lang="en">
                {project}
              </span>
            </p>
          )}
        </div>
      )}
      <LeadForm
        {...common}
        id={`dialog-${source}`}
        variant="plain"
        source={source}
        hidden={hidden}
        download={download}
        submitLabel={form.submit}
        onDone={() => onClose(true)}
        onSuccess={() => setSent(true)}
        doneLabel={close}
      />
    </Dialog>
  )
}
