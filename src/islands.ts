// Every island, by name: the browser loads an island's module only when it is about to hydrate.
// Beside the browser entry (its one runtime user) because it imports islands from every layer.
// Add a name to lib/islands/names.ts and a loader here (the type checks they match), then render
// the component through <Island name="..."> on the server.
import type { ComponentType } from 'react'
import type { IslandName } from './lib/islands/names'

export const islandRegistry = {
  ColorModeSwitch: () => import('./components/ColorModeSwitch.island'),
  ContactButton: () => import('./components/ContactButton.island'),
  Toaster: () => import('./components/Toaster.island'),
  OverlayHost: () => import('./app/OverlayHost.island'),
  ConsultantFinder: () => import('./features/home/consultants/ConsultantFinder.island'),
  ReviewsList: () => import('./features/home/ReviewsList.island'),
  Gallery: () => import('./features/property/Gallery.island'),
  FloorPlans: () => import('./features/property/FloorPlans.island'),
  Amount: () => import('./features/property/Amount.island'),
  UnitTable: () => import('./features/property/UnitTable.island'),
  LocationSearch: () => import('./modules/content/LocationSearch.island'),
  UnitSwitch: () => import('./features/property/UnitSwitch.island'),
  Actions: () => import('./features/property/Actions.island'),
  LoadMore: () => import('./components/LoadMore.island'),
  ArticleShare: () => import('./features/blog/Share.island'),
  PhoneInput: () => import('./modules/leads/form/PhoneInput.island'),
  LeadForm: () => import('./modules/leads/form/LeadForm.island'),
  RequestCallButton: () => import('./modules/leads/form/RequestCallButton.island'),
  CommissionCalculator: () => import('./features/partners/CommissionCalculator.island'),
  ReferralActions: () => import('./features/account/partner/ReferralActions.island'),
  MapView: () => import('./features/catalog/MapView.island'),
  Calculator: () => import('./features/tools/Calculator.island'),
} satisfies Record<IslandName, () => Promise<{ default: ComponentType<never> }>>
