// Every island, by name: the browser loads an island's module only when it is about to hydrate.
// Add a component here, render it through <Island name="..."> on the server, and that is all.
export const islandRegistry = {
  ColorModeSwitch: () => import('../../components/ColorModeSwitch.island'),
  ContactButton: () => import('../../components/ContactButton.island'),
  Toaster: () => import('../../components/Toaster.island'),
  OverlayHost: () => import('../../components/OverlayHost.island'),
  ConsultantFinder: () => import('../../features/consultants/ConsultantFinder.island'),
  ReviewsList: () => import('../../features/home/ReviewsList.island'),
  Gallery: () => import('../../features/property/Gallery.island'),
  Amount: () => import('../../features/property/Amount.island'),
  UnitSwitch: () => import('../../features/property/UnitSwitch.island'),
  Actions: () => import('../../features/property/Actions.island'),
  LoadMore: () => import('../../components/LoadMore.island'),
  Favourites: () => import('../../features/catalog/Favourites.island'),
  ArticleShare: () => import('../../features/blog/Share.island'),
  PhoneInput: () => import('../../components/PhoneInput.island'),
  LeadForm: () => import('../../components/lead-form/LeadForm.island'),
  RequestCallButton: () => import('../../components/lead-form/RequestCallButton.island'),
  CommissionCalculator: () => import('../../features/partners/CommissionCalculator.island'),
}

export type IslandName = keyof typeof islandRegistry

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
