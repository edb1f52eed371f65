// The catalogue's list of areas (the cards' area names) and an
// area's name in the visitor's language.

export interface LocationOptions {
  /** Each area with its name per locale (English in `name`). */
  areas: { slug: string; name: string; names: Record<string, string>; center?: { lat: number; lng: number } | null }[]
}

/** The area's name in `locale` (English when it has no translation). */
export const areaNameIn = (area: LocationOptions['areas'][number], locale: string): string => area.names[locale] ?? area.name
