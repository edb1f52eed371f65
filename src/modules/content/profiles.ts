// The readable slug of a consultant's page (/consultants/{slug}): from the name, so a link reads as
// the person ("Elif Yılmaz" → elif-yilmaz). The agentId stays the key of leads and listings. Two
// consultants with the same name would share a slug: the seed check refuses that, and the page
// shows the first by id (docs/decisions/024).

/** `name` as a URL slug: Latin letters without their accents, digits, single hyphens. */
export function nameSlug(name: string): string {
  return name
    .replace(/ı/g, 'i')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
}

/** The consultant's page slug: the name's, or the agentId's for a name with no Latin letter or digit. */
export const consultantSlug = (consultant: { name: string; agentId: string }) => nameSlug(consultant.name) || nameSlug(consultant.agentId)
