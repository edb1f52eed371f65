// "Request a call" for one consultant. Until the lead form exists it is a plain link to the contact
// block carrying the consultant's agent_id in the URL. The lead issue swaps this component for a
// button that opens the request-a-call dialog prefilled with `agentId`: every caller already passes
// it, and the rendered element exposes it as `data-agent-id` (with `data-action="request-call"`).
import { Icon } from '../../components/Icon'

export interface RequestCallLinkProps {
  /** The consultant's agent_id (the lead's `agent_id`). */
  agentId: string
  /** Visible text, e.g. "Request a call". */
  label: string
  /** Accessible name naming the consultant, e.g. "Request a call with Amal Haddad". */
  accessibleName: string
  /** Localized home path (`/` or `/fr`). */
  homePath: string
  className?: string
}

/** `/?agent_id=…#contact` under the localized home path. */
export function requestCallHref(homePath: string, agentId: string): string {
  return `${homePath}?agent_id=${encodeURIComponent(agentId)}#contact`
}

export function RequestCallLink({ agentId, label, accessibleName, homePath, className = 'btn-primary w-full' }: RequestCallLinkProps) {
  return (
    <a href={requestCallHref(homePath, agentId)} className={className} data-action="request-call" data-agent-id={agentId} aria-label={accessibleName}>
      <Icon name="phone" className="size-4" />
      {label}
    </a>
  )
}
