// The area guides (/areas/<slug>), one per location in ./locations.ts, in English; each locale's
// translation is in seed/content/i18n/<locale>/content.json (see ../i18n/source.ts). Travel times are
// typical off-peak drives (or walks) from the centre of the area; schools are real schools the area's
// families use, with a typical drive. No market figures here: the guide computes asking prices from
// the listings and shows transaction prices only from imported Dubai Land Department data.
import type { z } from 'zod'
import type { Location } from '../../src/modules/content/schema'

type Guide = Pick<z.input<typeof Location>, 'overview' | 'whereItIs' | 'highlights' | 'travelTimes' | 'schools' | 'transport' | 'faqs'>

const BRITISH = 'British'
const BRITISH_IB = 'British and IB'
const IB = 'IB'
const AMERICAN = 'American'
const AMERICAN_IB = 'American and IB'
const INDIAN_IB = 'Indian (ICSE) and IB'

export const areaGuides: Record<string, Guide> = {
  'dubai-marina': {
    overview:
      'Dubai Marina is a high-rise waterfront neighbourhood built around a man-made canal lined by a continuous promenade, Marina Walk. Most homes are apartments in towers, from studios to duplex penthouses, and many look over the water, the sea or the Palm. Cafés, restaurants, supermarkets, gyms and clinics sit at the foot of the towers, so daily life can be lived on foot.\n\nIt suits professionals, couples and investors who want a lively, walkable place by the sea, with the beach at JBR a few minutes away. Families do live here, but most schools are a short drive away in neighbouring communities. The busy streets and weekend crowds are part of the appeal for some and a reason to look elsewhere for others.',
    whereItIs:
      'On the coast in the south-west of the city, between Sheikh Zayed Road and Jumeirah Beach Residence (JBR), with Jumeirah Lake Towers across Sheikh Zayed Road, Palm Jumeirah to the north-east and Bluewaters Island just offshore.',
    highlights: [
      'Marina Walk: a promenade of cafés and restaurants around the whole canal',
      'JBR beach and The Walk within walking distance',
      'Metro, tram and ferry stops in the neighbourhood',
      'Wide choice of towers, from older buildings to new branded residences',
    ],
    travelTimes: [
      { place: 'JBR Beach', minutes: 10, mode: 'walk' },
      { place: 'Dubai Internet City', minutes: 10, mode: 'car' },
      { place: 'Mall of the Emirates', minutes: 15, mode: 'car' },
      { place: 'Downtown Dubai', minutes: 20, mode: 'car' },
      { place: 'DIFC', minutes: 20, mode: 'car' },
      { place: 'Dubai International Airport', minutes: 35, mode: 'car' },
    ],
    schools: [
      { school: 'Regent International School', curriculum: BRITISH, minutes: 10 },
      { school: 'Dubai British School Emirates Hills', curriculum: BRITISH, minutes: 10 },
      { school: 'Emirates International School Meadows', curriculum: IB, minutes: 10 },
      { school: 'Dubai College', curriculum: BRITISH, minutes: 15 },
    ],
    transport: [
      'Metro Red Line: Sobha Realty and DMCC stations on Sheikh Zayed Road',
      'Dubai Tram: several stops through the Marina and JBR, linked to the metro and the Palm Monorail',
      'Dubai Ferry and water bus from the Marina Mall station',
      'Roads: Sheikh Zayed Road and Al Sufouh Road',
    ],
    faqs: [
      {
        question: 'Can foreigners buy property in Dubai Marina?',
        answer: 'Yes. Dubai Marina is a freehold area, so buyers of any nationality can own apartments there outright.',
      },
      {
        question: 'Is Dubai Marina good for families?',
        answer:
          'Many families live here for the beach and the promenade. There are nurseries in the Marina, while most schools are in nearby Emirates Hills, The Greens, Al Sufouh and Al Barsha, around 10 to 15 minutes away by car or school bus.',
      },
      {
        question: 'Do I need a car in Dubai Marina?',
        answer:
          'Not for daily life: shops, restaurants and the beach are walkable, and the metro, tram and ferry all stop here. A car helps for school runs and trips across the city.',
      },
    ],
  },
  'downtown-dubai': {
    overview:
      'Downtown Dubai is the city’s landmark district, planned around Burj Khalifa, The Dubai Mall and the Dubai Fountain lake. Homes are mostly apartments, from compact studios to large residences with fountain and tower views, along the Boulevard, in the Old Town low-rises and in the Opera District.\n\nIt suits buyers who want to be at the centre of things: restaurants, culture at Dubai Opera, the largest mall in the city on foot, and short drives to DIFC and Business Bay. Holiday-home demand is strong because visitors want the same address. It is busy, especially in the evenings and on New Year’s Eve, and prices per square foot are among the highest in the city.',
    whereItIs:
      'In the centre of the city along Sheikh Zayed Road, between Business Bay to the south and east and the DIFC and Za’abeel districts to the north, with the Dubai Water Canal a few minutes away.',
    highlights: [
      'Burj Khalifa, the Dubai Fountain and The Dubai Mall on the doorstep',
      'Dubai Opera and the Opera District’s waterfront',
      'Sheikh Mohammed bin Rashid Boulevard: shaded streets of cafés and shops',
      'Metro station linked to The Dubai Mall by a covered walkway',
    ],
    travelTimes: [
      { place: 'Dubai Mall', minutes: 10, mode: 'walk' },
      { place: 'Business Bay', minutes: 5, mode: 'car' },
      { place: 'DIFC', minutes: 5, mode: 'car' },
      { place: 'Jumeirah Beach', minutes: 15, mode: 'car' },
      { place: 'Dubai International Airport', minutes: 15, mode: 'car' },
      { place: 'Dubai Marina', minutes: 20, mode: 'car' },
    ],
    schools: [
      { school: 'Jumeira Baccalaureate School', curriculum: IB, minutes: 10 },
      { school: 'Hartland International School', curriculum: BRITISH, minutes: 10 },
      { school: 'North London Collegiate School Dubai', curriculum: IB, minutes: 10 },
      { school: 'Dubai English Speaking School', curriculum: BRITISH, minutes: 15 },
    ],
    transport: [
      'Metro Red Line: Burj Khalifa/Dubai Mall station, with a covered walkway to the mall',
      'Business Bay metro station on the district’s southern edge',
      'Roads: Sheikh Zayed Road, Financial Centre Road and Al Khail Road',
    ],
    faqs: [
      {
        question: 'Can foreigners buy property in Downtown Dubai?',
        answer: 'Yes. Downtown Dubai is a freehold area open to buyers of every nationality.',
      },
      {
        question: 'What kinds of homes are there in Downtown Dubai?',
        answer:
          'Almost all are apartments: studios to four-bedroom homes and penthouses in towers, plus low-rise buildings in the Old Town. Villas are rare; buyers who want one usually look at nearby Dubai Hills Estate or Mohammed Bin Rashid City.',
      },
      {
        question: 'Is Downtown Dubai noisy?',
        answer:
          'The Boulevard and the area around the fountain are lively until late and very busy on big event nights. Towers set back from the Boulevard and higher floors are quieter; ask us about specific buildings.',
      },
    ],
  },
  'business-bay': {
    overview:
      'Business Bay is a dense mix of office towers, hotels and apartment buildings on both banks of the Dubai Creek extension and the Dubai Water Canal. Residents get city-centre convenience a little below Downtown prices, with many buildings looking over the water or towards Burj Khalifa.\n\nIt suits professionals working in Downtown, DIFC or the district itself, and investors who rent to them. The canal boardwalks make it pleasant on foot in the cooler months. Much of the district is still being built, so construction and traffic are part of daily life, and the character changes from one street to the next.',
    whereItIs:
      'In the centre of the city, directly south and east of Downtown Dubai, between Sheikh Zayed Road and Al Khail Road, with the Dubai Water Canal running through it towards Jumeirah.',
    highlights: [
      'Waterfront living along the canal, with boardwalks for walking and running',
      'Walk or take a short drive to Downtown Dubai and Burj Khalifa',
      'Many new launches, including branded residences',
      'Offices, hotels and restaurants in the same streets',
    ],
    travelTimes: [
      { place: 'Downtown Dubai', minutes: 5, mode: 'car' },
      { place: 'DIFC', minutes: 10, mode: 'car' },
      { place: 'Dubai International Airport', minutes: 15, mode: 'car' },
      { place: 'Jumeirah Beach', minutes: 15, mode: 'car' },
      { place: 'Dubai Marina', minutes: 20, mode: 'car' },
    ],
    schools: [
      { school: 'Jumeira Baccalaureate School', curriculum: IB, minutes: 10 },
      { school: 'Hartland International School', curriculum: BRITISH, minutes: 10 },
      { school: 'North London Collegiate School Dubai', curriculum: IB, minutes: 10 },
      { school: 'Dubai English Speaking School', curriculum: BRITISH, minutes: 15 },
    ],
    transport: [
      'Metro Red Line: Business Bay station on Sheikh Zayed Road',
      'Water taxis and abras on the Dubai Water Canal',
      'Roads: Sheikh Zayed Road, Al Khail Road and Al Asayel Street',
    ],
    faqs: [
      {
        question: 'Can foreigners buy property in Business Bay?',
        answer: 'Yes. Business Bay is a freehold area, open to buyers of every nationality.',
      },
      {
        question: 'Is Business Bay a good place to live or mainly an office district?',
        answer:
          'Both. Many towers are purely residential, with shops and restaurants at street level, and the canal side is one of the most pleasant places to walk in central Dubai. Streets next to construction sites can be noisy, so the exact building matters.',
      },
      {
        question: 'Is Business Bay popular with investors?',
        answer:
          'It is, because of its central position and steady demand from tenants who work nearby. We can show you the asking prices and recent transactions for the unit type you have in mind.',
      },
    ],
  },
  'palm-jumeirah': {
    overview:
      'Palm Jumeirah is the palm-shaped island off the Jumeirah coast. The fronds hold villas with their own stretch of beach; the trunk holds apartment buildings, Nakheel Mall and the Palm West Beach promenade; the crescent holds resorts such as Atlantis and a growing number of branded residences.\n\nIt suits buyers who want beach living above all: families in frond villas, owners of holiday homes and investors in short-term rentals. Homes here are among the most expensive in Dubai, and the supply of frond villas is fixed, which is why they hold so much appeal. The island has one main road in and out, so peak-hour traffic at the trunk needs to be planned for.',
    whereItIs:
      'Off the coast between Dubai Marina and Al Sufouh, joined to the mainland at Sheikh Zayed Road’s Palm interchange, with a tunnel under the sea to the crescent.',
    highlights: [
      'Private beaches on the frond villas',
      'Palm West Beach and the boardwalk around the crescent',
      'Resorts, beach clubs and restaurants on the island',
      'Palm Monorail along the trunk to Atlantis',
    ],
    travelTimes: [
      { place: 'Dubai Marina', minutes: 10, mode: 'car' },
      { place: 'Dubai Internet City', minutes: 10, mode: 'car' },
      { place: 'Mall of the Emirates', minutes: 15, mode: 'car' },
      { place: 'Downtown Dubai', minutes: 25, mode: 'car' },
      { place: 'DIFC', minutes: 25, mode: 'car' },
      { place: 'Dubai International Airport', minutes: 35, mode: 'car' },
    ],
    schools: [
      { school: 'Dubai College', curriculum: BRITISH, minutes: 10 },
      { school: 'GEMS Wellington International School', curriculum: BRITISH_IB, minutes: 15 },
      { school: 'Kings’ School Al Barsha', curriculum: BRITISH, minutes: 15 },
      { school: 'American School of Dubai', curriculum: AMERICAN, minutes: 20 },
    ],
    transport: [
      'Palm Monorail from the Gateway station to Atlantis, with stops at Nakheel Mall and The Pointe',
      'Dubai Tram’s Palm Jumeirah stop beside the monorail’s Gateway station',
      'Roads: the trunk joins Sheikh Zayed Road and Al Sufouh Road; a sea tunnel reaches the crescent',
    ],
    faqs: [
      {
        question: 'Can foreigners buy property on Palm Jumeirah?',
        answer: 'Yes. Palm Jumeirah is a freehold area; buyers of any nationality can own villas and apartments there.',
      },
      {
        question: 'What is the difference between the fronds, the trunk and the crescent?',
        answer:
          'The fronds are residential streets of villas, most with a private beach. The trunk is the spine of the island, with apartment buildings, shops and the monorail. The crescent is the outer ring of resorts, hotels and branded residences.',
      },
      {
        question: 'Can I rent out my Palm Jumeirah home as a holiday home?',
        answer:
          'Holiday-home letting is allowed with a permit from Dubai’s Department of Economy and Tourism, and some buildings have their own rules. We can tell you what applies to a given property.',
      },
    ],
  },
  'dubai-hills-estate': {
    overview:
      'Dubai Hills Estate is a master-planned community by Emaar and Meraas, laid out around an 18-hole championship golf course and the large Dubai Hills Park. It mixes villas and townhouses on quiet, landscaped streets with apartment buildings near the park and the mall.\n\nIt suits families who want space, greenery and schools close by while staying about a quarter of an hour from Downtown. Dubai Hills Mall, King’s College Hospital and several schools are inside or at the edge of the community. There is no metro yet, so most residents drive.',
    whereItIs:
      'Inland, roughly midway between Downtown Dubai and Dubai Marina, between Al Khail Road and Umm Suqeim Street, next to Al Barsha South and Al Quoz.',
    highlights: [
      'Championship golf course and Dubai Hills Park, with cycling and running tracks',
      'Dubai Hills Mall inside the community',
      'King’s College Hospital Dubai Hills',
      'Villas, townhouses and apartments, from first homes to mansions',
    ],
    travelTimes: [
      { place: 'Dubai Hills Mall', minutes: 5, mode: 'car' },
      { place: 'Mall of the Emirates', minutes: 10, mode: 'car' },
      { place: 'Downtown Dubai', minutes: 15, mode: 'car' },
      { place: 'DIFC', minutes: 20, mode: 'car' },
      { place: 'Dubai Marina', minutes: 20, mode: 'car' },
      { place: 'Dubai International Airport', minutes: 25, mode: 'car' },
    ],
    schools: [
      { school: 'GEMS Wellington Academy Al Khail', curriculum: BRITISH, minutes: 5 },
      { school: 'Nord Anglia International School Dubai', curriculum: BRITISH_IB, minutes: 10 },
      { school: 'Brighton College Dubai', curriculum: BRITISH, minutes: 10 },
      { school: 'Dubai International Academy Al Barsha', curriculum: IB, minutes: 10 },
    ],
    transport: [
      'No metro inside the community; Mall of the Emirates station on the Red Line is about 10 minutes by car',
      'Roads: Al Khail Road, Umm Suqeim Street and Sheikh Mohammed Bin Zayed Road',
      'Bus routes along the community’s main roads',
    ],
    faqs: [
      {
        question: 'Can foreigners buy property in Dubai Hills Estate?',
        answer: 'Yes. Dubai Hills Estate is a freehold community open to buyers of every nationality.',
      },
      {
        question: 'Is Dubai Hills Estate good for families?',
        answer:
          'It is one of the most popular communities with families: parks and play areas in every neighbourhood, a hospital and several British and IB schools within about ten minutes.',
      },
      {
        question: 'Are there apartments in Dubai Hills Estate, or only villas?',
        answer:
          'Both. Apartment buildings stand around the park, the mall and the golf course, while villas and townhouses fill the quieter neighbourhoods such as Sidra, Maple and the golf-side streets.',
      },
    ],
  },
  'jumeirah-village-circle': {
    overview:
      'Jumeirah Village Circle (JVC) is a Nakheel community of low and mid-rise apartment buildings, townhouses and villas arranged in districts around a ring road, with parks in every district. It is one of the most affordable freehold areas in new-build Dubai, and many buildings were completed in the last few years.\n\nIt suits first-time buyers, young families and investors looking for rental demand at a lower entry price. Daily needs are covered by Circle Mall and the shops at the foot of many buildings, but it is not a place to live without a car. Building quality varies between developers, so it pays to compare projects carefully.',
    whereItIs:
      'Inland, between Al Khail Road and Sheikh Mohammed Bin Zayed Road, next to Jumeirah Village Triangle, Al Barsha South and Dubai Sports City, about 15 minutes’ drive from the coast at Dubai Marina.',
    highlights: [
      'Among the lowest entry prices for new homes close to the city',
      'Parks and play areas in every district',
      'Circle Mall and neighbourhood shops',
      'Quick access to two of the city’s main highways',
    ],
    travelTimes: [
      { place: 'Circle Mall', minutes: 5, mode: 'car' },
      { place: 'Dubai Marina', minutes: 15, mode: 'car' },
      { place: 'Mall of the Emirates', minutes: 15, mode: 'car' },
      { place: 'Downtown Dubai', minutes: 25, mode: 'car' },
      { place: 'Al Maktoum International Airport', minutes: 25, mode: 'car' },
      { place: 'Dubai International Airport', minutes: 30, mode: 'car' },
    ],
    schools: [
      { school: 'Sunmarke School', curriculum: BRITISH_IB, minutes: 5 },
      { school: 'JSS International School', curriculum: IB, minutes: 10 },
      { school: 'Nord Anglia International School Dubai', curriculum: BRITISH_IB, minutes: 10 },
      { school: 'Dubai International Academy Al Barsha', curriculum: IB, minutes: 10 },
    ],
    transport: [
      'No metro in the community; the nearest Red Line stations are about 15 minutes away by car',
      'RTA bus routes connecting to the metro',
      'Roads: Al Khail Road, Sheikh Mohammed Bin Zayed Road and Hessa Street',
    ],
    faqs: [
      {
        question: 'Can foreigners buy property in JVC?',
        answer: 'Yes. Jumeirah Village Circle is a freehold area; buyers of every nationality can own property there.',
      },
      {
        question: 'Why is JVC popular with investors?',
        answer:
          'Entry prices are lower than in the coastal and central districts, and there is steady demand from tenants who want a newer building with parking, a pool and quick highway access.',
      },
      {
        question: 'Is JVC far from the metro?',
        answer: 'Yes, there is no metro station in JVC. Residents drive or take a bus or taxi to the Red Line, about 15 minutes away.',
      },
    ],
  },
  'dubai-creek-harbour': {
    overview:
      'Dubai Creek Harbour is an Emaar waterfront district on the banks of Dubai Creek, next to the Ras Al Khor Wildlife Sanctuary, home to flocks of flamingos for much of the year. It is made up of modern apartment towers with views of the creek, the sanctuary or the Downtown skyline, a marina, and Creek Beach, a lagoon beach for residents.\n\nIt suits buyers who want a newer, calmer alternative to Downtown, close to the older parts of the city and the airport. Many phases are still under construction, so some streets feel finished and others do not; off-plan buyers can choose from many launches.',
    whereItIs:
      'On the eastern bank of Dubai Creek, opposite Al Jaddaf and Festival City, beside Ras Al Khor, with Downtown Dubai across the water to the south-west.',
    highlights: [
      'Creek Beach and the waterfront promenade',
      'Views of the Downtown skyline across the creek',
      'Next to the Ras Al Khor Wildlife Sanctuary',
      'About ten minutes from Dubai International Airport',
    ],
    travelTimes: [
      { place: 'Dubai International Airport', minutes: 10, mode: 'car' },
      { place: 'Downtown Dubai', minutes: 15, mode: 'car' },
      { place: 'Business Bay', minutes: 15, mode: 'car' },
      { place: 'DIFC', minutes: 15, mode: 'car' },
      { place: 'Dubai Marina', minutes: 30, mode: 'car' },
    ],
    schools: [
      { school: 'Deira International School', curriculum: BRITISH_IB, minutes: 10 },
      { school: 'Dubai English Speaking School', curriculum: BRITISH, minutes: 15 },
      { school: 'Repton School Dubai', curriculum: BRITISH_IB, minutes: 15 },
      { school: 'GEMS Modern Academy', curriculum: INDIAN_IB, minutes: 15 },
    ],
    transport: [
      'Metro Green Line: Creek station in Al Jaddaf, across the water',
      'The planned Metro Blue Line includes a station at Dubai Creek Harbour',
      'Roads: Ras Al Khor Road and Al Khail Road',
    ],
    faqs: [
      {
        question: 'Can foreigners buy property in Dubai Creek Harbour?',
        answer: 'Yes. Dubai Creek Harbour is a freehold area open to buyers of every nationality.',
      },
      {
        question: 'Is Dubai Creek Harbour finished?',
        answer:
          'Not yet. Several neighbourhoods are complete and lived in, with shops and Creek Beach open, while other phases are still being built. Handover dates for off-plan projects are on each project’s page.',
      },
      {
        question: 'How far is Dubai Creek Harbour from the airport?',
        answer: 'Around ten minutes by car to Dubai International Airport outside peak hours.',
      },
    ],
  },
  'arabian-ranches': {
    overview:
      'Arabian Ranches is one of Dubai’s established villa communities, developed by Emaar from the early 2000s and since extended by Arabian Ranches II and III. Streets of detached villas and townhouses are set around parks, pools and a golf course, with community centres and a souk for daily shopping.\n\nIt suits families who want a garden, good schools inside the community and a settled neighbourhood feel. It is a drive from the coast and the city centre, and a car is a must. Older phases offer large plots; newer phases offer modern townhouses at a lower price.',
    whereItIs:
      'Inland off Sheikh Mohammed Bin Zayed Road and Al Qudra Road, next to Motor City and Dubai Studio City, with the desert and the Al Qudra cycling track to the south.',
    highlights: [
      'Arabian Ranches Golf Club and the Dubai Polo and Equestrian Club',
      'Schools inside the community',
      'Community pools, parks and sports courts',
      'Ranches Souk for supermarkets, cafés and clinics',
    ],
    travelTimes: [
      { place: 'Dubai Hills Mall', minutes: 15, mode: 'car' },
      { place: 'Mall of the Emirates', minutes: 20, mode: 'car' },
      { place: 'Downtown Dubai', minutes: 25, mode: 'car' },
      { place: 'Dubai Marina', minutes: 25, mode: 'car' },
      { place: 'Al Maktoum International Airport', minutes: 30, mode: 'car' },
      { place: 'Dubai International Airport', minutes: 30, mode: 'car' },
    ],
    schools: [
      { school: 'Jumeirah English Speaking School Arabian Ranches', curriculum: BRITISH_IB, minutes: 5 },
      { school: 'Ranches Primary School', curriculum: BRITISH, minutes: 5 },
      { school: 'GEMS Metropole School Motor City', curriculum: BRITISH, minutes: 10 },
      { school: 'Fairgreen International School', curriculum: IB, minutes: 10 },
    ],
    transport: ['No metro; most residents drive', 'Roads: Sheikh Mohammed Bin Zayed Road, Al Qudra Road and Umm Suqeim Street'],
    faqs: [
      {
        question: 'Can foreigners buy property in Arabian Ranches?',
        answer: 'Yes. Arabian Ranches is a freehold community open to buyers of every nationality.',
      },
      {
        question: 'What is the difference between Arabian Ranches, Arabian Ranches II and III?',
        answer:
          'The original Arabian Ranches has the golf course, the larger plots and the most mature gardens. Arabian Ranches II is a later phase of villas with contemporary designs, and Arabian Ranches III adds modern townhouses and smaller villas at a lower entry price.',
      },
      {
        question: 'Are there schools in Arabian Ranches?',
        answer:
          'Yes: Jumeirah English Speaking School and Ranches Primary School are inside the community, and more schools are in Motor City and The Sustainable City nearby.',
      },
    ],
  },
  'jumeirah-lake-towers': {
    overview:
      'Jumeirah Lake Towers (JLT) is a district of residential and office towers grouped in lettered clusters around landscaped lakes, managed by the DMCC free zone authority. Apartments range from studios to large family homes and penthouses, usually at lower prices than in Dubai Marina across the road.\n\nIt suits professionals, couples and families who want the Marina and the beach close by without paying Marina prices, and businesses that set up in the DMCC free zone. Each cluster has its own cafés and shops at the lake level, and the parks around the lakes are busy with walkers and runners in the evenings.',
    whereItIs: 'On the inland side of Sheikh Zayed Road opposite Dubai Marina, between Jumeirah Islands, Emirates Hills and The Greens.',
    highlights: [
      'Two metro stations on the edge of the district',
      'Lakeside walks and parks between the clusters',
      'Dubai Marina and JBR beach across Sheikh Zayed Road',
      'Homes and offices side by side, in the DMCC free zone',
    ],
    travelTimes: [
      { place: 'Dubai Marina', minutes: 10, mode: 'walk' },
      { place: 'Dubai Internet City', minutes: 10, mode: 'car' },
      { place: 'Mall of the Emirates', minutes: 15, mode: 'car' },
      { place: 'Downtown Dubai', minutes: 20, mode: 'car' },
      { place: 'DIFC', minutes: 20, mode: 'car' },
      { place: 'Dubai International Airport', minutes: 35, mode: 'car' },
    ],
    schools: [
      { school: 'Regent International School', curriculum: BRITISH, minutes: 5 },
      { school: 'Emirates International School Meadows', curriculum: IB, minutes: 10 },
      { school: 'Dubai International Academy Emirates Hills', curriculum: IB, minutes: 10 },
      { school: 'Dubai British School Emirates Hills', curriculum: BRITISH, minutes: 10 },
    ],
    transport: [
      'Metro Red Line: DMCC and Sobha Realty stations on Sheikh Zayed Road',
      'Dubai Tram across Sheikh Zayed Road, linked to both metro stations',
      'Roads: Sheikh Zayed Road and Al Khail Road',
    ],
    faqs: [
      {
        question: 'Can foreigners buy property in JLT?',
        answer: 'Yes. Jumeirah Lake Towers is a freehold area; buyers of every nationality can own property there.',
      },
      {
        question: 'What is the difference between JLT and Dubai Marina?',
        answer:
          'They face each other across Sheikh Zayed Road. The Marina is on the water and next to the beach; JLT is built around lakes and parks, is a little quieter and generally costs less per square foot.',
      },
      {
        question: 'Is parking easy in JLT?',
        answer: 'Residents have parking in their building. Visitor parking around the clusters is paid and can be busy during office hours.',
      },
    ],
  },
  'mohammed-bin-rashid-city': {
    overview:
      'Mohammed Bin Rashid City (MBR City) is a large master development between Downtown Dubai and Meydan. It includes Sobha Hartland, with apartments, villas and two well-known schools set among green spaces, and District One, with large contemporary villas around a crystal lagoon and a long park.\n\nIt suits families who want a villa or a large apartment a few minutes from the city centre, and buyers looking at off-plan launches in a district still taking shape. Much of it is new or under construction, and most residents drive.',
    whereItIs:
      'In the centre-south of the city, between Al Khail Road and Meydan, a few minutes south-east of Downtown Dubai and Business Bay, next to the Ras Al Khor Wildlife Sanctuary.',
    highlights: [
      'Minutes from Downtown Dubai and Business Bay',
      'District One’s crystal lagoon and park',
      'Two schools inside Sobha Hartland',
      'Villas, townhouses and apartments, many of them new',
    ],
    travelTimes: [
      { place: 'Downtown Dubai', minutes: 10, mode: 'car' },
      { place: 'Business Bay', minutes: 10, mode: 'car' },
      { place: 'DIFC', minutes: 15, mode: 'car' },
      { place: 'Dubai International Airport', minutes: 15, mode: 'car' },
      { place: 'Dubai Marina', minutes: 25, mode: 'car' },
    ],
    schools: [
      { school: 'Hartland International School', curriculum: BRITISH, minutes: 5 },
      { school: 'North London Collegiate School Dubai', curriculum: IB, minutes: 5 },
      { school: 'Repton School Dubai', curriculum: BRITISH_IB, minutes: 10 },
      { school: 'GEMS Modern Academy', curriculum: INDIAN_IB, minutes: 10 },
    ],
    transport: [
      'No metro inside the district; Business Bay station on the Red Line is about 10 minutes by car',
      'Roads: Al Khail Road, Ras Al Khor Road and Meydan Road',
    ],
    faqs: [
      {
        question: 'Can foreigners buy property in Mohammed Bin Rashid City?',
        answer: 'Yes. MBR City, including Sobha Hartland and District One, is a freehold area open to buyers of every nationality.',
      },
      {
        question: 'What is the difference between Sobha Hartland and District One?',
        answer:
          'Both are inside MBR City. Sobha Hartland mixes apartments, townhouses and villas around green spaces and two schools; District One is a villa community built around a crystal lagoon.',
      },
      {
        question: 'Is MBR City good for families?',
        answer: 'Yes: it offers larger homes close to the centre, schools inside Sobha Hartland and more in Nad Al Sheba about ten minutes away.',
      },
    ],
  },
  'dubai-south': {
    overview:
      'Dubai South is a planned city around Al Maktoum International Airport and Expo City Dubai, with residential districts such as Emaar South and The Pulse, logistics zones and business parks. Homes are a mix of apartments, townhouses and villas, many off-plan, at some of the lowest entry prices in Dubai.\n\nIt suits buyers who work near the airport, Jebel Ali or Expo City, and long-term investors who expect the area to grow with the announced expansion of Al Maktoum International Airport. Today it is quiet and still building up its shops and services, and it is a long drive from the older parts of the city.',
    whereItIs:
      'In the far south-west of Dubai, between Emirates Road and Sheikh Mohammed Bin Zayed Road, next to Jebel Ali and Dubai Investments Park, on the way to Abu Dhabi.',
    highlights: [
      'Some of the lowest entry prices for new homes in Dubai',
      'Next to Al Maktoum International Airport and Expo City Dubai',
      'Golf course in Emaar South',
      'Metro Red Line terminus at Expo City',
    ],
    travelTimes: [
      { place: 'Al Maktoum International Airport', minutes: 10, mode: 'car' },
      { place: 'Expo City', minutes: 10, mode: 'car' },
      { place: 'Dubai Marina', minutes: 30, mode: 'car' },
      { place: 'Downtown Dubai', minutes: 40, mode: 'car' },
      { place: 'Dubai International Airport', minutes: 45, mode: 'car' },
    ],
    schools: [
      { school: 'Greenfield International School', curriculum: IB, minutes: 20 },
      { school: 'Fairgreen International School', curriculum: IB, minutes: 25 },
      { school: 'GEMS Metropole School Motor City', curriculum: BRITISH, minutes: 25 },
    ],
    transport: [
      'Metro Red Line: Expo 2020 station, at the end of the line’s Expo branch',
      'Roads: Sheikh Mohammed Bin Zayed Road, Emirates Road and Expo Road',
    ],
    faqs: [
      {
        question: 'Can foreigners buy property in Dubai South?',
        answer: 'Yes, in its freehold residential districts such as Emaar South and The Pulse.',
      },
      {
        question: 'Are there schools in Dubai South?',
        answer:
          'Few so far. Most families use schools in Dubai Investments Park, The Sustainable City and Motor City, 20 to 25 minutes away. More are planned as the residential districts fill up.',
      },
      {
        question: 'Why do investors look at Dubai South?',
        answer:
          'For the low entry prices and the long-term plans for the area, above all the announced expansion of Al Maktoum International Airport. Those plans take years; buy here with a long horizon.',
      },
    ],
  },
  'al-barsha': {
    overview:
      'Al Barsha is an established, central neighbourhood next to Mall of the Emirates. Al Barsha 1 to 3 are streets of villas and low-rise apartment blocks with some of the city’s best-known schools, while Al Barsha South, including Arjan, has newer apartment buildings and the Dubai Miracle Garden.\n\nIt suits families who want schools and a mall close by, and buyers looking for practical, central homes with quick access to both the coast and Sheikh Zayed Road. Freehold rules differ between its parts, so check a property’s status before you commit.',
    whereItIs:
      'Inland of Sheikh Zayed Road, between Al Sufouh and the Palm to the north, Al Quoz and Dubai Hills Estate to the east and Barsha Heights to the west, with Al Barsha South stretching towards Al Khail Road.',
    highlights: [
      'Mall of the Emirates and Ski Dubai',
      'A cluster of well-regarded British and American schools',
      'Al Barsha Pond Park for walking and running',
      'Metro access along Sheikh Zayed Road',
    ],
    travelTimes: [
      { place: 'Mall of the Emirates', minutes: 10, mode: 'walk' },
      { place: 'Jumeirah Beach', minutes: 10, mode: 'car' },
      { place: 'Dubai Marina', minutes: 15, mode: 'car' },
      { place: 'Downtown Dubai', minutes: 20, mode: 'car' },
      { place: 'DIFC', minutes: 20, mode: 'car' },
      { place: 'Dubai International Airport', minutes: 25, mode: 'car' },
    ],
    schools: [
      { school: 'American School of Dubai', curriculum: AMERICAN, minutes: 5 },
      { school: 'Dubai American Academy', curriculum: AMERICAN_IB, minutes: 5 },
      { school: 'Kings’ School Al Barsha', curriculum: BRITISH, minutes: 5 },
      { school: 'Dubai College', curriculum: BRITISH, minutes: 10 },
    ],
    transport: [
      'Metro Red Line: Mall of the Emirates station, with a covered bridge to the mall',
      'Roads: Sheikh Zayed Road, Umm Suqeim Street and Al Khail Road',
    ],
    faqs: [
      {
        question: 'Can foreigners buy property in Al Barsha?',
        answer:
          'In parts of it. Al Barsha South, including Arjan, is freehold; in Al Barsha 1 to 3 ownership by foreigners depends on the plot. We check each property’s status before you make an offer.',
      },
      {
        question: 'Is Al Barsha good for families?',
        answer:
          'Yes. It is one of the city’s school districts, with British, American and IB schools within a few minutes and Al Barsha Pond Park for outdoor time.',
      },
      {
        question: 'What is Arjan?',
        answer:
          'Arjan is part of Al Barsha South, a newer district of apartment buildings beside the Dubai Miracle Garden, with lower entry prices than central Al Barsha.',
      },
    ],
  },
  meydan: {
    overview:
      'Meydan is the district around the Meydan Racecourse, home of the Dubai World Cup, with the Meydan Hotel in the grandstand and a golf course beside the track. Around it, newer neighbourhoods such as Nad Al Sheba Gardens and the Meydan villa communities offer contemporary villas and townhouses, and plots for custom-built homes.\n\nIt suits families who want a modern villa close to the centre and buyers interested in new communities still taking shape. There is no metro and the district is spread out, so residents rely on the car.',
    whereItIs: 'South-east of Downtown Dubai, between Al Khail Road and the Ras Al Khor Wildlife Sanctuary, next to Mohammed Bin Rashid City and Nad Al Sheba.',
    highlights: [
      'Meydan Racecourse and the Dubai World Cup',
      'New villa communities such as Nad Al Sheba Gardens',
      'Plots for custom-built homes',
      'About ten minutes from Downtown Dubai',
    ],
    travelTimes: [
      { place: 'Downtown Dubai', minutes: 10, mode: 'car' },
      { place: 'Business Bay', minutes: 10, mode: 'car' },
      { place: 'DIFC', minutes: 15, mode: 'car' },
      { place: 'Dubai International Airport', minutes: 15, mode: 'car' },
      { place: 'Dubai Marina', minutes: 25, mode: 'car' },
    ],
    schools: [
      { school: 'Repton School Dubai', curriculum: BRITISH_IB, minutes: 5 },
      { school: 'GEMS Modern Academy', curriculum: INDIAN_IB, minutes: 5 },
      { school: 'Hartland International School', curriculum: BRITISH, minutes: 10 },
      { school: 'North London Collegiate School Dubai', curriculum: IB, minutes: 10 },
    ],
    transport: [
      'No metro; Business Bay and Burj Khalifa/Dubai Mall stations are about 15 minutes by car',
      'Roads: Al Khail Road, Meydan Road and Ras Al Khor Road',
    ],
    faqs: [
      {
        question: 'Can foreigners buy property in Meydan?',
        answer: 'Yes. Meydan’s residential communities are freehold and open to buyers of every nationality.',
      },
      {
        question: 'What is Nad Al Sheba Gardens?',
        answer: 'A newer villa and townhouse community in the Meydan area, with parks, pools and a community centre, about 15 minutes from Downtown Dubai.',
      },
      {
        question: 'Is there a metro in Meydan?',
        answer: 'Not yet. Residents drive or take a taxi; Downtown Dubai and the Red Line are about 15 minutes away.',
      },
    ],
  },
}
