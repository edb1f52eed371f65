// Embedded default: the developers the seeded projects name (Project.developer), as the brokerage
// presents them on /developers/{slug}. Founding years, headquarters and landmark projects are public
// knowledge; the delivery figures are rounded "more than" figures the developers themselves publish,
// and left out where there is none we can stand behind. Logos are the site's own wordmarks
// (assets/images/partners, see partners.ts).
import type { z } from 'zod'
import type { Developer } from '../../src/modules/content/schema'
import { partnerLogo } from './media'
import type { Developer as DeveloperName } from './project-helpers'

type DeveloperInput = z.input<typeof Developer> & { name: DeveloperName }

const logo = (slug: string, name: string) => partnerLogo(slug, name)

export const developers: DeveloperInput[] = [
  {
    slug: 'emaar',
    name: 'Emaar',
    logo: logo('emaar', 'Emaar Properties'),
    founded: 1997,
    headquarters: 'Dubai, United Arab Emirates',
    summary: 'The developer of Burj Khalifa, The Dubai Mall and Downtown Dubai, and of many of the city’s best-known master communities.',
    trackRecord: [
      'Emaar Properties was founded in Dubai in 1997 and is listed on the Dubai Financial Market. It built Downtown Dubai around Burj Khalifa and The Dubai Mall, and much of Dubai’s residential map is its work: Dubai Marina, Emirates Living (The Springs, The Meadows and Emirates Hills) and Arabian Ranches among them.',
      'Its current master communities include Dubai Hills Estate, developed with Meraas, Dubai Creek Harbour and Emaar South near Al Maktoum International Airport. Projects are released in phases, so a community grows around schools, parks and retail that are already open.',
      'For buyers, Emaar’s main strengths are its liquid resale market and its master planning; prices at launch are rarely the lowest in an area, and popular phases sell out within days of release.',
    ].join('\n\n'),
    unitsDelivered: 100_000,
    notableProjects: ['Burj Khalifa', 'The Dubai Mall', 'Downtown Dubai', 'Dubai Marina', 'Arabian Ranches', 'Emirates Living'],
    handoverNote:
      'In our experience, Emaar’s recent phases in Dubai Hills Estate and Arabian Ranches III were handed over close to the dates in their sale agreements. We still check each phase’s progress with the Dubai Land Department before we recommend it.',
  },
  {
    slug: 'damac',
    name: 'DAMAC',
    logo: logo('damac', 'DAMAC Properties'),
    founded: 2002,
    headquarters: 'Dubai, United Arab Emirates',
    summary: 'A large private developer known for branded residences and two golf-course communities, DAMAC Hills and DAMAC Hills 2.',
    trackRecord: [
      'DAMAC Properties was founded in 2002 by Hussain Sajwani and was among the first private developers to sell freehold homes to foreign buyers in Dubai. Its early towers in Dubai Marina, such as Ocean Heights and DAMAC Heights, are long since complete and lived in.',
      'DAMAC is known for branded residences designed with fashion and lifestyle houses, and for its master communities DAMAC Hills (around the Trump International Golf Club) and DAMAC Hills 2. It also builds in Business Bay and on the Dubai Water Canal.',
      'Payment plans are often generous, with a large share due on or after handover. Resale values vary more from project to project than with the largest master developers, so we compare each tower’s resale record before recommending it.',
    ].join('\n\n'),
    unitsDelivered: 40_000,
    notableProjects: ['DAMAC Hills', 'DAMAC Hills 2', 'DAMAC Heights', 'Ocean Heights'],
  },
  {
    slug: 'sobha',
    name: 'Sobha',
    logo: logo('sobha', 'Sobha Realty'),
    founded: 1976,
    headquarters: 'Dubai, United Arab Emirates',
    summary: 'A developer that designs, builds and fits out its homes itself, best known for Sobha Hartland in Mohammed Bin Rashid City.',
    trackRecord: [
      'Sobha Realty belongs to the Sobha Group, founded by P.N.C. Menon in 1976. In Dubai it is known for building its projects from design to interiors itself, with its own construction, joinery and glazing businesses, which gives it close control over finish quality.',
      'Its flagship is Sobha Hartland, a low-density community of villas and apartments beside the Ras Al Khor Wildlife Sanctuary in Mohammed Bin Rashid City, followed by Sobha Hartland II and projects on the Dubai–Al Ain Road.',
      'Buyers choose Sobha mainly for build quality and green, quiet communities; prices per square foot are above the city average for comparable areas.',
    ].join('\n\n'),
    notableProjects: ['Sobha Hartland', 'Hartland Greens', 'Sobha Creek Vistas'],
    handoverNote:
      'In our experience, the Sobha Hartland buildings and villa clusters we sold were handed over close to the dates in their sale agreements, with the finish shown in the show units.',
  },
  {
    slug: 'nakheel',
    name: 'Nakheel',
    logo: logo('nakheel', 'Nakheel'),
    founded: 2000,
    headquarters: 'Dubai, United Arab Emirates',
    summary: 'The master developer of Palm Jumeirah and of established villa communities such as Jumeirah Islands and Jumeirah Park.',
    trackRecord: [
      'Nakheel is the Dubai government-owned developer behind Palm Jumeirah, the palm-shaped island that became one of the city’s most sought-after addresses, and The World islands. Since 2023 it has been part of Dubai Holding.',
      'On land it built Jumeirah Islands, Jumeirah Park, Jumeirah Village, Discovery Gardens and International City, as well as malls such as Ibn Battuta Mall and Nakheel Mall.',
      'Its current work includes the relaunched Palm Jebel Ali and new phases on and around Palm Jumeirah. Nakheel mostly sells plots and master-planned villas; many towers on its land are built by other developers.',
    ].join('\n\n'),
    notableProjects: ['Palm Jumeirah', 'Jumeirah Islands', 'Jumeirah Park', 'Discovery Gardens', 'Ibn Battuta Mall'],
  },
  {
    slug: 'meraas',
    name: 'Meraas',
    logo: logo('meraas', 'Meraas'),
    founded: 2007,
    headquarters: 'Dubai, United Arab Emirates',
    summary: 'The Dubai Holding developer behind City Walk, Bluewaters Island and La Mer: walkable, design-led neighbourhoods.',
    trackRecord: [
      'Meraas was founded in Dubai in 2007 and is part of Dubai Holding. Its projects mix homes with streets of shops and restaurants, and several have become destinations in their own right.',
      'It built City Walk, Bluewaters Island with Ain Dubai, La Mer and The Beach at JBR, and the private Jumeirah Bay island. With Emaar it is a partner in Dubai Hills Estate.',
      'Its residential releases are fewer and smaller than those of the largest master developers, and sit at the upper end of the market.',
    ].join('\n\n'),
    notableProjects: ['City Walk', 'Bluewaters Island', 'La Mer', 'The Beach at JBR', 'Port de La Mer'],
  },
  {
    slug: 'ellington',
    name: 'Ellington',
    logo: logo('ellington', 'Ellington Properties'),
    founded: 2014,
    headquarters: 'Dubai, United Arab Emirates',
    summary: 'A design-led boutique developer of mid-size residential buildings in JVC, Downtown Dubai and Mohammed Bin Rashid City.',
    trackRecord: [
      'Ellington Properties was founded in Dubai in 2014 and builds mid-size residential buildings where interior design is the selling point: fitted kitchens and wardrobes, generous lobbies and amenity floors.',
      'Its delivered buildings include the Belgravia series in Jumeirah Village Circle, Wilton Park Residences in Mohammed Bin Rashid City and DT1 in Downtown Dubai.',
      'Ellington’s buildings tend to rent well for their areas thanks to their finish, and its prices per square foot are above the averages of the communities it builds in.',
    ].join('\n\n'),
    notableProjects: ['Belgravia', 'Wilton Park Residences', 'DT1'],
    handoverNote: 'In our experience, the Ellington buildings we sold in Jumeirah Village Circle were handed over close to the dates in their sale agreements.',
  },
  {
    slug: 'binghatti',
    name: 'Binghatti',
    logo: logo('binghatti', 'Binghatti'),
    founded: null,
    headquarters: 'Dubai, United Arab Emirates',
    summary: 'A fast-building private developer whose towers are recognisable by their faceted, geometric façades.',
    trackRecord: [
      'Binghatti Developers is a family-owned Dubai developer that designs its own buildings. Its towers, recognisable by their faceted façades, stand in Jumeirah Village Circle, Al Jaddaf, Dubai Silicon Oasis, Business Bay and Arjan.',
      'It builds quickly and releases many projects a year, mostly studios and one- and two-bedroom apartments priced for investors. Its best-known project under way is the branded Burj Binghatti Jacob & Co Residences in Business Bay.',
      'Entry prices are among the lowest for new buildings in the areas it works in; we compare service charges and the resale record of its finished towers nearby with every buyer.',
    ].join('\n\n'),
    notableProjects: ['Binghatti Gateway', 'Binghatti Avenue', 'Binghatti Stars'],
  },
  {
    slug: 'omniyat',
    name: 'Omniyat',
    logo: logo('omniyat', 'Omniyat'),
    founded: 2005,
    headquarters: 'Dubai, United Arab Emirates',
    summary: 'A developer of ultra-luxury, architect-designed buildings, from The Opus by Zaha Hadid to One at Palm Jumeirah.',
    trackRecord: [
      'Omniyat was founded in Dubai in 2005 by Mahdi Amjad and builds a small number of ultra-luxury buildings, each designed by a well-known architect and often run with a hotel brand.',
      'Its delivered projects include The Opus in Business Bay, designed by Zaha Hadid Architects, One at Palm Jumeirah, serviced by the Dorchester Collection, and The Sterling in Business Bay.',
      'Omniyat’s homes are among the most expensive per square foot in Dubai; most buyers are end users and collectors rather than yield investors.',
    ].join('\n\n'),
    notableProjects: ['The Opus', 'One at Palm Jumeirah', 'The Sterling'],
  },
  {
    slug: 'select-group',
    name: 'Select Group',
    founded: 2002,
    headquarters: 'Dubai, United Arab Emirates',
    summary: 'A private developer of waterfront towers, best known for Marina Gate in Dubai Marina and Peninsula in Business Bay.',
    trackRecord: [
      'Select Group was founded in Dubai in 2002 and builds residential and hospitality towers, mostly on the water: in Dubai Marina, Business Bay and Dubai Creek.',
      'Its delivered buildings include the Marina Gate towers and Studio One in Dubai Marina; its Peninsula development on the Business Bay waterfront is being delivered in phases.',
      'Its towers are popular with investors for holiday and long-term rentals thanks to their marina and canal locations.',
    ].join('\n\n'),
    notableProjects: ['Marina Gate', 'Studio One', 'No. 9 Dubai Marina'],
  },
  {
    slug: 'azizi',
    name: 'Azizi',
    founded: 2007,
    headquarters: 'Dubai, United Arab Emirates',
    summary: 'A private developer of large apartment communities, from Azizi Riviera on the Dubai Water Canal lagoon to Azizi Venice in Dubai South.',
    trackRecord: [
      'Azizi Developments is the real estate arm of the Azizi Group and has built in Dubai since 2007, mainly apartment buildings for investors and first-time buyers.',
      'Its largest delivered community is Azizi Riviera in Meydan, Mohammed Bin Rashid City, a district of mid-rise buildings in the French Riviera style along a lagoon. It has also built in Al Furjan and on Palm Jumeirah, and is developing Azizi Venice in Dubai South.',
      'Prices are usually below those of the largest master developers nearby; we check each building’s construction progress on the Dubai Land Department’s records before recommending an off-plan unit.',
    ].join('\n\n'),
    notableProjects: ['Azizi Riviera', 'Azizi Mina', 'Azizi Star'],
  },
  {
    slug: 'danube',
    name: 'Danube',
    founded: 2014,
    headquarters: 'Dubai, United Arab Emirates',
    summary: 'A developer of affordable, amenity-rich apartments, known for its 1% monthly payment plans.',
    trackRecord: [
      'Danube Properties is the real estate arm of the Danube Group, a Dubai building-materials business, and launched its first project in 2014.',
      'It made its name with payment plans of 1% of the price a month and with buildings that pack many amenities into affordable apartments, often sold fully furnished. Its delivered buildings include Glitz in Dubai Studio City, Resortz and Elz in Arjan and Bayz in Business Bay.',
      'Danube’s buyers are mostly investors and first-time owners; its newer towers, such as Sky Oasis, move into a higher price bracket.',
    ].join('\n\n'),
    notableProjects: ['Glitz', 'Resortz', 'Elz', 'Bayz'],
  },
  {
    slug: 'aldar',
    name: 'Aldar',
    logo: logo('aldar', 'Aldar'),
    founded: 2004,
    headquarters: 'Abu Dhabi, United Arab Emirates',
    summary: 'Abu Dhabi’s largest listed developer, now building in Dubai too.',
    trackRecord: [
      'Aldar Properties was founded in Abu Dhabi in 2004 and is listed on the Abu Dhabi Securities Exchange. It shaped much of modern Abu Dhabi: Al Raha Beach, large parts of Yas Island and Saadiyat Island, and its own circular headquarters building.',
      'Since 2023 Aldar has been building in Dubai as well, including communities developed with Dubai Holding.',
      'Buyers know Aldar for careful master planning and strong after-sales service; its Dubai projects are still early in their track record.',
    ].join('\n\n'),
    notableProjects: ['Al Raha Beach', 'Yas Acres', 'Mamsha Al Saadiyat', 'Aldar HQ'],
  },
  {
    slug: 'meydan',
    name: 'Meydan',
    founded: 2007,
    headquarters: 'Dubai, United Arab Emirates',
    summary: 'The master developer of Meydan, around the Meydan Racecourse, and with Sobha of District One in Mohammed Bin Rashid City.',
    trackRecord: [
      'Meydan Group was founded in Dubai in 2007 and built the Meydan Racecourse, home of the Dubai World Cup, and The Meydan Hotel beside it.',
      'Around the racecourse it is master developer of Meydan, and with Sobha it develops District One in Mohammed Bin Rashid City, a community of villas around a crystal lagoon. Most plots in its communities are sold to other developers and to owners building their own homes.',
      'Meydan’s communities are central, between Downtown Dubai and Dubai Hills, with large open spaces.',
    ].join('\n\n'),
    notableProjects: ['Meydan Racecourse', 'The Meydan Hotel', 'District One'],
  },
  {
    slug: 'dmcc',
    name: 'DMCC',
    founded: 2002,
    headquarters: 'Jumeirah Lakes Towers, Dubai, United Arab Emirates',
    summary: 'The Dubai government free zone authority that is master developer of Jumeirah Lakes Towers and Uptown Dubai.',
    trackRecord: [
      'DMCC (Dubai Multi Commodities Centre) was established by the Government of Dubai in 2002 as a free zone for commodities trade, and is the master developer of Jumeirah Lakes Towers (JLT), where it has its headquarters in Almas Tower.',
      'JLT is a district of towers around lakes, with offices, homes, shops and two metro stations; companies set up in the free zone can own office space there. DMCC’s newer district, Uptown Dubai, continues it to the north.',
      'Most towers in JLT were built by other developers on DMCC land; DMCC sets the district’s rules and runs its services.',
    ].join('\n\n'),
    notableProjects: ['Jumeirah Lakes Towers', 'Almas Tower'],
  },
  {
    slug: 'dubai-properties',
    name: 'Dubai Properties',
    founded: 2002,
    headquarters: 'Dubai, United Arab Emirates',
    summary: 'The Dubai Holding developer behind Jumeirah Beach Residence, Business Bay and villa communities such as Mudon and Villanova.',
    trackRecord: [
      'Dubai Properties was founded in 2002 and is part of Dubai Holding. It built Jumeirah Beach Residence (JBR), the beachfront towers along The Walk, and is master developer of Business Bay, where it also built Bay Square.',
      'Its family communities include Mudon, Villanova, Serena and Remraam in Dubailand.',
      'Its communities are established and lived in, which makes them a common choice for buyers who want to see the neighbourhood before they buy.',
    ].join('\n\n'),
    notableProjects: ['Jumeirah Beach Residence', 'Bay Square', 'Mudon', 'Villanova', 'Remraam'],
  },
  {
    slug: 'dubai-south-properties',
    name: 'Dubai South Properties',
    founded: null,
    headquarters: 'Dubai South, Dubai, United Arab Emirates',
    summary: 'The real estate arm of Dubai South, the city district around Al Maktoum International Airport and the Expo site.',
    trackRecord: [
      'Dubai South Properties is the real estate arm of Dubai South, the government-backed district launched around Al Maktoum International Airport and the former Expo 2020 site.',
      'It develops homes in the Dubai South Residential District, including The Pulse, and sells plots to other developers; Emaar South is a joint venture with Emaar.',
      'Prices in Dubai South are lower than in central Dubai, and buyers here usually plan for the airport’s expansion and the growth of Expo City.',
    ].join('\n\n'),
    notableProjects: ['The Pulse', 'Dubai South Residential District'],
  },
]
