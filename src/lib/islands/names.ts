// The names of the islands and when each may hydrate: plain types, so the server's <Island> and the
// browser's loader agree without the shared layer importing the registry (src/islands.ts).

/** Every island's name; src/islands.ts maps each to its module (the type system checks both ways). */
export type IslandName =
  | 'ColorModeSwitch'
  | 'ContactButton'
  | 'Toaster'
  | 'OverlayHost'
  | 'ConsultantFinder'
  | 'ReviewsList'
  | 'Gallery'
  | 'FloorPlans'
  | 'Amount'
  | 'UnitTable'
  | 'LocationSearch'
  | 'UnitSwitch'
  | 'Actions'
  | 'LoadMore'
  | 'ArticleShare'
  | 'PhoneInput'
  | 'LeadForm'
  | 'RequestCallButton'
  | 'CommissionCalculator'
  | 'ReferralActions'
  | 'MapView'
  | 'Calculator'

/**
 * When an island hydrates:
 * - `visible`: once it scrolls within 200px of the viewport;
 * - `interaction`: on the first pointer-enter, focus, touch or click inside it (a click is replayed);
 * - `idle`: after load, when the main thread is idle;
 * - `react`: whenever any other island has loaded React (toasts and overlays: they only matter then);
 * - `stored`: at idle when the visitor has a stored preference the island shows (`storageKeys`,
 *   e.g. a chosen currency), else like `react`, or on interaction with it.
 */
export type HydrateOn = 'visible' | 'interaction' | 'idle' | 'react' | 'stored'
