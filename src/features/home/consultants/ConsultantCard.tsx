// One consultant in the finder: portrait, name, role, languages, expertise and "Request a call".
// Rendered by the island on the server and in the browser alike, so it takes only plain props. The
// request-a-call button is rendered directly (islands do not nest): it opens the dialog with the
// consultant's agent_id, or without JavaScript links to the form page carrying it.
import RequestCallButton from '../../../modules/leads/form/RequestCallButton.island'
import type { FinderConsultant, FinderLabels } from './types'

export function ConsultantCard({
  consultant,
  labels,
  languageNames,
  homePath,
  requestCallPath,
}: {
  consultant: FinderConsultant
  labels: FinderLabels
  /** Localized name by language code. */
  languageNames: ReadonlyMap<string, string>
  homePath: string
  requestCallPath: string
}) {
  const { name, role, roleLang, photo, languages, expertise, agentId, page } = consultant
  return (
    <article className="group flex h-full flex-col" data-agent-id={agentId} data-testid="consultant">
      <div className="relative aspect-[4/5] overflow-hidden rounded-2xl bg-neutral-200 dark:bg-neutral-800">
        <img
          src={photo.src}
          srcSet={photo.srcSet}
          // `sizes` only with a srcset (no image prefix, no srcset): the HTML validator rejects it alone.
          sizes={photo.srcSet ? '(min-width: 1024px) 22vw, (min-width: 640px) 45vw, 72vw' : undefined}
          width={photo.width}
          height={photo.height}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-700 group-hover:scale-105"
        />
        <div className="pointer-events-none absolute inset-x-0 bottom-0 h-1/3 bg-gradient-to-t from-neutral-950/60 to-transparent" />
        <p className="absolute bottom-3 start-3 flex flex-wrap gap-1" aria-hidden="true">
          {languages.map((code) => (
            <span key={code} className="rounded-full bg-white/90 px-2 py-0.5 text-[0.7rem] font-semibold uppercase tracking-wider text-neutral-900">
              {code}
            </span>
          ))}
        </p>
      </div>
      <h3 className="mt-4 font-display text-xl leading-snug">
        <a href={page} className="focus-ring rounded hover:text-primary" data-testid="consultant-page">
          {name}
        </a>
      </h3>
      <p className="text-sm text-muted" lang={roleLang}>
        {role}
      </p>
      <p className="mt-3 text-sm">
        <span className="font-medium">{`${labels.speaks}: `}</span>
        {languages.map((code) => languageNames.get(code) ?? code).join(', ')}
      </p>
      <ul className="mt-3 flex flex-wrap gap-1.5">
        {expertise.map((item) => (
          <li key={item} className="rounded-full border border-line px-2.5 py-0.5 text-xs text-muted">
            {labels.expertiseNames[item]}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-5">
        <RequestCallButton
          path={requestCallPath}
          agentId={agentId}
          next={`${homePath}#consultants`}
          label={labels.requestCall}
          accessibleName={labels.requestCallWith.replace('{name}', name)}
          className="btn-ghost w-full"
        />
      </div>
    </article>
  )
}
