// The browser entry, kept tiny: it wires each island's hydration trigger and loads React plus the
// island's module only when that trigger fires. Also: F8 focuses the notifications region.
import { type HydrateOn, type IslandName, islandRegistry } from './lib/islands/registry'

const pending = new Set<HTMLElement>()
let reactLoaded = false

async function hydrate(element: HTMLElement): Promise<void> {
  if (!pending.delete(element)) return
  const name = element.dataset.island as IslandName
  const load = islandRegistry[name]
  if (!load) return console.error(`Unknown island ${name}`)
  const [{ hydrateIsland }, module] = await Promise.all([import('./lib/islands/hydrate.client'), load()])
  hydrateIsland(element, module.default as never)
  element.dataset.hydrated = ''
  if (!reactLoaded) {
    reactLoaded = true
    for (const other of document.querySelectorAll<HTMLElement>('[data-hydrate="react"]')) void hydrate(other)
  }
}

const INTERACTIONS = ['pointerenter', 'focusin', 'touchstart', 'click'] as const

function onInteraction(element: HTMLElement) {
  const handler = (event: Event) => {
    for (const type of INTERACTIONS) element.removeEventListener(type, handler, true)
    const target = event.target
    // The click arrived before React: hold it, hydrate, then replay it on the same node.
    if (event.type === 'click' && target instanceof HTMLElement) {
      event.preventDefault()
      event.stopPropagation()
      void hydrate(element).then(() => requestAnimationFrame(() => target.click()))
    } else void hydrate(element)
  }
  for (const type of INTERACTIONS) element.addEventListener(type, handler, { capture: true, passive: type !== 'click' })
}

const visibility =
  'IntersectionObserver' in window
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue
            visibility?.unobserve(entry.target)
            void hydrate(entry.target as HTMLElement)
          }
        },
        { rootMargin: '200px' },
      )
    : undefined

function wire(element: HTMLElement) {
  if (pending.has(element) || 'hydrated' in element.dataset) return
  pending.add(element)
  const trigger = element.dataset.hydrate as HydrateOn
  if (trigger === 'visible') visibility ? visibility.observe(element) : void hydrate(element)
  else if (trigger === 'interaction') onInteraction(element)
  else if (trigger === 'idle') ('requestIdleCallback' in window ? requestIdleCallback : setTimeout)(() => void hydrate(element))
  else if (trigger === 'react' && reactLoaded) void hydrate(element)
}

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) wire(element)

document.addEventListener('keydown', (event) => {
  if (event.key !== 'F8') return
  event.preventDefault()
  document.getElementById('notifications')?.focus()
})

document.documentElement.dataset.clientLoaded = ''
