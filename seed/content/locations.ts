// Embedded default: the Dubai areas we sell in. The five `spotlight` areas are the home page's
// location spotlight; every project's `area` is one of these slugs.
import type { z } from 'zod'
import type { Location } from '../../src/modules/content/schema'
import { locationImage } from './media'
import { centreOf } from './places'

type LocationInput = z.input<typeof Location>

/**
 * `rentAedSqftYear`: Marsa's estimate of the typical asking rent of a home in the area, AED per sq ft
 * a year, rounded to 5, from the rents its consultants see and the public rental reports; used for
 * yield estimates (property page, compare, the yield calculator) and labelled as an estimate with
 * this date. The brokerage updates both in the CMS.
 */
const RENTS_AS_OF = '2026-11-01'

export const locations = [
  {
    slug: 'dubai-marina',
    center: centreOf('dubai-marina'),
    rentAedSqftYear: 140,
    rentAsOf: RENTS_AS_OF,
    aliases: ['Marina', 'The Marina'],
    name: 'Dubai Marina',
    spotlight: true,
    description:
      'A waterfront city of towers wrapped around a 3 km canal, with the Marina Walk promenade, JBR beach and tram and metro links on the doorstep. One of the most liquid rental markets in Dubai.',
    image: locationImage('dubai-marina', 'Dubai Marina at dusk: residential towers lining the canal, with yachts moored along the promenade'),
  },
  {
    slug: 'downtown-dubai',
    center: centreOf('downtown-dubai'),
    rentAedSqftYear: 170,
    rentAsOf: RENTS_AS_OF,
    aliases: ['Downtown', 'Burj Khalifa District'],
    name: 'Downtown Dubai',
    spotlight: true,
    description:
      'The city’s showpiece district around Burj Khalifa, The Dubai Mall and the Dubai Fountain, with the Opera District and Boulevard residences a short walk away.',
    image: locationImage('downtown-dubai', 'Downtown Dubai skyline with Burj Khalifa rising behind the fountain lake in the evening'),
  },
  {
    slug: 'business-bay',
    center: centreOf('business-bay'),
    rentAedSqftYear: 135,
    rentAsOf: RENTS_AS_OF,
    aliases: ['Bay Avenue'],
    name: 'Business Bay',
    spotlight: true,
    description:
      'A mixed-use district of offices, hotels and apartments along the Dubai Water Canal, minutes from Downtown and DIFC. Popular with investors for its yields and new waterfront launches.',
    image: locationImage('business-bay', 'Business Bay towers reflected in the Dubai Water Canal under a clear sky, with a footbridge in front'),
  },
  {
    slug: 'palm-jumeirah',
    center: centreOf('palm-jumeirah'),
    rentAedSqftYear: 200,
    rentAsOf: RENTS_AS_OF,
    aliases: ['The Palm', 'Palm'],
    name: 'Palm Jumeirah',
    spotlight: true,
    description:
      'The palm-shaped island of beachfront villas, branded residences and resorts. Frond homes have private beaches; the trunk and crescent hold apartments, hotels and the West Beach promenade.',
    image: locationImage('palm-jumeirah', 'Aerial view of the palm-shaped island, its fronds and crescent set in turquoise sea'),
  },
  {
    slug: 'dubai-hills-estate',
    center: centreOf('dubai-hills-estate'),
    rentAedSqftYear: 130,
    rentAsOf: RENTS_AS_OF,
    aliases: ['Dubai Hills', 'DHE'],
    name: 'Dubai Hills Estate',
    spotlight: true,
    description:
      'A green master community built around an 18-hole championship golf course and Dubai Hills Park, with villas, townhouses, apartments, schools and Dubai Hills Mall.',
    image: locationImage('dubai-hills-estate', 'Villas along a golf fairway in Dubai Hills Estate, with the Downtown skyline on the horizon'),
  },
  {
    slug: 'jumeirah-village-circle',
    center: centreOf('jumeirah-village-circle'),
    rentAedSqftYear: 105,
    rentAsOf: RENTS_AS_OF,
    aliases: ['JVC'],
    name: 'Jumeirah Village Circle',
    description:
      'A family-friendly community of mid-rise buildings, townhouses and parks, and one of the most affordable ways into Dubai property with strong rental demand.',
    image: locationImage('jumeirah-village-circle', 'Mid-rise apartment buildings and tree-lined streets in Jumeirah Village Circle in the afternoon sun'),
  },
  {
    slug: 'dubai-creek-harbour',
    center: centreOf('dubai-creek-harbour'),
    rentAedSqftYear: 125,
    rentAsOf: RENTS_AS_OF,
    aliases: ['Creek Harbour', 'DCH', 'The Lagoons'],
    name: 'Dubai Creek Harbour',
    description:
      'A waterfront district on Dubai Creek beside the Ras Al Khor wildlife sanctuary, with Creek Beach, a marina and towers looking back to the Downtown skyline.',
    image: locationImage('dubai-creek-harbour', 'Towers of Dubai Creek Harbour across the creek at sunrise, with flamingos wading in the shallows'),
  },
  {
    slug: 'arabian-ranches',
    center: centreOf('arabian-ranches'),
    rentAedSqftYear: 85,
    rentAsOf: RENTS_AS_OF,
    aliases: ['Ranches'],
    name: 'Arabian Ranches',
    description:
      'An established villa community with a golf club, polo and equestrian centre, schools and community pools, and newer phases of modern townhouses.',
    image: locationImage('arabian-ranches', 'Desert-toned villas and palm trees in Arabian Ranches, with low dunes beyond in golden light'),
  },
  {
    slug: 'jumeirah-lake-towers',
    center: centreOf('jumeirah-lake-towers'),
    rentAedSqftYear: 115,
    rentAsOf: RENTS_AS_OF,
    aliases: ['JLT'],
    name: 'Jumeirah Lake Towers',
    description: 'Clusters of residential and office towers set around landscaped lakes, on the metro next to Dubai Marina, and home to the DMCC free zone.',
    image: locationImage('jumeirah-lake-towers', 'Jumeirah Lake Towers clusters reflected in one of the lakes in the morning'),
  },
  {
    slug: 'mohammed-bin-rashid-city',
    center: centreOf('mohammed-bin-rashid-city'),
    rentAedSqftYear: 115,
    rentAsOf: RENTS_AS_OF,
    aliases: ['MBR City', 'MBR', 'MBRC', 'District One'],
    name: 'Mohammed Bin Rashid City',
    description:
      'A large master development between Downtown and Meydan, home to Sobha Hartland, District One’s crystal lagoon and tree-lined villa neighbourhoods.',
    image: locationImage('mohammed-bin-rashid-city', 'Villas beside a crystal lagoon in Mohammed Bin Rashid City, with the skyline in the distance'),
  },
  {
    slug: 'dubai-south',
    center: centreOf('dubai-south'),
    rentAedSqftYear: 75,
    rentAsOf: RENTS_AS_OF,
    aliases: ['Dubai World Central', 'DWC'],
    name: 'Dubai South',
    description:
      'The emerging city around Al Maktoum International Airport and the Expo City district, with new communities, logistics hubs and some of the lowest entry prices in Dubai.',
    image: locationImage('dubai-south', 'New low-rise homes in Dubai South with an aircraft climbing out of Al Maktoum International Airport'),
  },
  {
    slug: 'al-barsha',
    center: centreOf('al-barsha'),
    rentAedSqftYear: 95,
    rentAsOf: RENTS_AS_OF,
    aliases: ['Barsha'],
    name: 'Al Barsha',
    description:
      'A central, established neighbourhood next to Mall of the Emirates, with villas, apartment blocks, schools and the growing Arjan and Al Barsha South districts.',
    image: locationImage('al-barsha', 'Al Barsha apartment blocks and the long sloping roof of the ski slope at Mall of the Emirates'),
  },
  {
    slug: 'meydan',
    center: centreOf('meydan'),
    rentAedSqftYear: 105,
    rentAsOf: RENTS_AS_OF,
    aliases: ['Meydan City'],
    name: 'Meydan',
    description:
      'A district built around the Meydan Racecourse, home of the Dubai World Cup, with new villa communities such as Nad Al Sheba Gardens and plots for custom homes.',
    image: locationImage('meydan', 'The crescent roof of the Meydan Racecourse grandstand in golden light, beyond the turf track and its white rails'),
  },
] as const satisfies readonly LocationInput[]

/** Slugs of the areas, for typing projects' `area`. */
export type AreaSlug = (typeof locations)[number]['slug']
