// "Request Call" (and "Request floor plan", "Download brochure"): a link to the standalone form page
// (/request-call?agent_id=…&project=…), so it works without JavaScript; with it, the request-a-call
// dialog opens in place. Also rendered directly inside other islands (the consultant cards).

import { Icon, StrokeIcon } from '../../../components/Icon'
import { useOverlay } from '../../../lib/overlay'
import type { RequestCallOptions } from './RequestCallDialog'

export interface RequestCallButtonProps extends RequestCallOptions {
  /** The localized `/request-call` path; the options are added as its query. */
  path: string
  label: string
  /** A fuller accessible name, e.g. "Request a call with Amal Haddad". */
  accessibleName?: string
  className?: string
  /** A 24-unit stroke path for the leading icon (default: the phone). */
  iconPath?: string
  /** Text at the end of the button (e.g. "PDF"), or a chevron with `chevron`. */
  trailing?: string
  /** Where the form page returns after "Thank You!" (this page). */
  next?: string
}

/** `/request-call?source=…&agent_id=…&project=…`: the form as a page, for links followed without JavaScript. */
export function requestCallHref(path: string, { source, agentId, project }: RequestCallOptions, next?: string): string {
  const query = new URLSearchParams()
  if (source && source !== 'request-call') query.set('source', source)
  if (agentId) query.set('agent_id', agentId)
  if (project) query.set('project', project)
  if (next) query.set('next', next)
  const search = query.toString()
  return search ? `${path}?${search}` : path
}

export default function RequestCallButton({
  path,
  label,
  accessibleName,
  className = 'btn-ghost',
  iconPath,
  trailing,
  next,
  ...options
}: RequestCallButtonProps) {
  const overlay = useOverlay()
  const icon = iconPath ? <StrokeIcon d={iconPath} className="size-4 shrink-0" /> : <Icon name="phone" className="size-4 shrink-0" />
  return (
    <a
      href={requestCallHref(path, options, next)}
      className={className}
      data-action={options.source ?? 'request-call'}
      data-agent-id={options.agentId}
      aria-label={accessibleName}
      aria-haspopup="dialog"
      onClick={(event) => {
        // A new tab or window still gets the page.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
        event.preventDefault()
        void overlay.open('request-call', { ...options })
      }}
    >
      {trailing ? (
        <>
          <span className="inline-flex min-w-0 items-center gap-2">
            {icon}
            {label}
          </span>
          {trailing === 'chevron' ? (
            <Icon name="chevron" className="size-4 -rotate-90 rtl:rotate-90" />
          ) : (
            <span className="text-xs text-muted">{trailing}</span>
          )}
        </>
      ) : (
        <>
          {icon}
          {label}
        </>
      )}
    </a>
  )
}
