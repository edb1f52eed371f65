// The agent for this project (lead backend, else a consultant from D1, else the brokerage itself):
// the card in the sidebar and the phone-only contact bar. Both wait on the agent lookup inside a
// Suspense boundary, so the rest of the page streams without waiting for the lead backend.
import { Suspense, use } from 'react'
import { Icon } from '../../components/Icon'
import { Picture } from '../../components/Picture'
import { BRAND } from '../../lib/brand'
import { displayNames, listFormat } from '../../lib/intl'
import { Island } from '../../lib/islands/Island'
import { usePage } from '../../lib/page-context'
import RequestCallButton from '../../modules/leads/form/RequestCallButton.island'
import type { AgentView } from './data.server'
import { whatsappLink } from './format'

export interface AgentProps {
  agent: Promise<AgentView | null>
  /** Project title and absolute page URL, for the WhatsApp message; its agent and English name, for a call-back request. */
  project: { title: string; url: string; agentId: string; name: string; consultantPage?: string }
}

/** The contact points to show: the agent's, or the brokerage's when there is no agent. */
function contact(agent: AgentView | null, message: string) {
  const phone = agent?.phone ?? BRAND.phoneHref.replace('tel:', '')
  return { phone, whatsapp: whatsappLink(agent?.phone ?? BRAND.whatsapp.replace(/\D/g, ''), message) ?? BRAND.whatsapp }
}

function Initials({ name }: { name: string }) {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('')
  return (
    <span className="grid size-16 shrink-0 place-items-center rounded-full bg-primary/15 font-display text-xl text-primary" aria-hidden="true">
      {letters}
    </span>
  )
}

function AgentDetails({ agent: pending, project }: AgentProps) {
  const { t, iso } = usePage()
  const agent = use(pending)
  const message = t('property.agent.message', { project: project.title, url: project.url })
  const { phone, whatsapp } = contact(agent, message)
  const names = displayNames(iso, { type: 'language' })
  const languages = (agent?.languages ?? []).map((code) => {
    try {
      return names.of(code) ?? code
    } catch {
      return code
    }
  })
  const name = agent?.name ?? t('property.agent.team')
  return (
    <>
      <div className="flex items-center gap-4">
        {agent?.photo ? (
          <Picture
            src={agent.photo.src}
            alt=""
            width={agent.photo.width}
            height={agent.photo.height}
            sizes="64px"
            maxWidth={64}
            className="size-16 shrink-0 rounded-full bg-neutral-200 object-cover dark:bg-neutral-800"
          />
        ) : (
          <Initials name={name} />
        )}
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold">
            {project.consultantPage ? (
              <a href={project.consultantPage} className="link hover:text-primary" data-testid="agent-page">
                <span data-testid="agent-name">{name}</span>
              </a>
            ) : (
              <span data-testid="agent-name">{name}</span>
            )}
          </p>
          <p className="text-sm text-muted" lang={agent?.untranslated.includes('role') ? 'en' : undefined}>
            {agent ? agent.role : t('property.agent.teamRole')}
          </p>
          {agent?.brn && (
            <p className="mt-0.5 text-xs font-medium text-muted" data-testid="agent-brn">
              {t('property.agent.brn', { brn: agent.brn })}
            </p>
          )}
        </div>
      </div>
      {languages.length > 0 && (
        <p className="mt-4 text-sm">
          <span className="text-muted">{t('property.agent.speaks')}: </span>
          {listFormat(iso, { type: 'conjunction' }).format(languages)}
        </p>
      )}
      <div className="mt-5 grid grid-cols-2 gap-2">
        <a href={whatsapp} rel="noopener noreferrer" target="_blank" className="btn-primary py-3" data-testid="agent-whatsapp">
          <Icon name="chat" className="size-4" />
          {t('property.agent.whatsapp')}
        </a>
        <a href={`tel:${phone}`} className="btn-ghost py-3">
          <Icon name="phone" className="size-4" />
          {t('property.agent.call')}
        </a>
      </div>
      {agent?.email && (
        <a href={`mailto:${agent.email}`} className="mt-3 flex items-center justify-center gap-2 text-sm text-muted hover:text-fg focus-ring rounded">
          <Icon name="mail" className="size-4" />
          <span dir="ltr">{agent.email}</span>
        </a>
      )}
    </>
  )
}

function AgentSkeleton() {
  return (
    <div className="animate-pulse" aria-hidden="true">
      <div className="flex items-center gap-4">
        <span className="size-16 rounded-full bg-neutral-200 dark:bg-neutral-800" />
        <span className="grid flex-1 gap-2">
          <span className="h-4 w-2/3 rounded bg-neutral-200 dark:bg-neutral-800" />
          <span className="h-3 w-1/2 rounded bg-neutral-200 dark:bg-neutral-800" />
        </span>
      </div>
      <div className="mt-5 h-11 rounded-full bg-neutral-200 dark:bg-neutral-800" />
    </div>
  )
}

export const AGENT_ID = 'agent'

export function AgentCard(props: AgentProps) {
  const { t, href, fullPath } = usePage()
  return (
    <section id={AGENT_ID} aria-labelledby="agent-title" className="card scroll-mt-24 p-5 sm:p-6" data-testid="agent-card">
      <h2 id="agent-title" className="eyebrow">
        {t('property.agent.title')}
      </h2>
      <div className="mt-4">
        <Suspense fallback={<AgentSkeleton />}>
          <AgentDetails {...props} />
        </Suspense>
      </div>
      <div className="mt-3">
        <Island
          name="RequestCallButton"
          component={RequestCallButton}
          props={{
            path: href('/request-call'),
            agentId: props.project.agentId,
            project: props.project.name,
            next: fullPath,
            label: t('leads.requestCallBack'),
            className: 'btn-ghost w-full py-3',
          }}
        />
      </div>
    </section>
  )
}

function ContactBarButtons({ agent: pending, project }: AgentProps) {
  const { t } = usePage()
  const agent = use(pending)
  const { phone, whatsapp } = contact(agent, t('property.agent.message', { project: project.title, url: project.url }))
  return (
    <div className="grid grid-cols-2 gap-2">
      <a href={whatsapp} rel="noopener noreferrer" target="_blank" className="btn-primary py-3">
        <Icon name="chat" className="size-4" />
        {t('property.agent.whatsapp')}
      </a>
      <a href={`tel:${phone}`} className="btn-ghost bg-bg py-3">
        <Icon name="phone" className="size-4" />
        {t('property.agent.call')}
      </a>
    </div>
  )
}

/** Phones only: WhatsApp and Call stay at the bottom of the screen while the page is read. */
export function ContactBar(props: AgentProps) {
  const { t } = usePage()
  return (
    <aside aria-label={t('property.contactBar')} className="sticky bottom-0 z-20 border-t border-line bg-bg/90 px-5 py-3 backdrop-blur-md lg:hidden">
      <Suspense fallback={<div className="h-11" />}>
        <ContactBarButtons {...props} />
      </Suspense>
    </aside>
  )
}
