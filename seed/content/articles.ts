// Embedded default: the blog. Twenty-six articles for buyers, landlords, tenants and investors from
// abroad, spread over the five topics; ids 1–5 keep the slugs, titles, excerpts and dates of
// seed/articles.sql. Bodies are Markdown (## and ### headings, lists, **bold**, links to site paths
// only, at most one table, no HTML); the key take-aways are kept apart from the body. Market figures
// are ranges or approximations from our own reading of the market, never official statistics. The
// covers are drawn by scripts/art/articles.mjs (`npx tsx scripts/art/articles.mjs`).
import type { z } from 'zod'
import type { Article } from '../../src/modules/content/schema'

export type ArticleTopic = z.input<typeof Article>['topic']

export interface ArticleSeed {
  id: number
  slug: string
  topic: ArticleTopic
  title: string
  excerpt: string
  /** Markdown: ## and ### headings, paragraphs, bullet and numbered lists, **bold**, *italic*, [links](/catalog?location=dubai-marina) to site paths only, > quotes, and at most one simple table. No raw HTML. */
  body: string
  /** 3–5 key take-aways, one sentence each. */
  takeaways: string[]
  /** A Marsa consultant's name (seed/content/consultants.ts). */
  author: string
  /** ISO date (YYYY-MM-DD). */
  publishedAt: string
  cover: { src: `/images/articles/${string}.svg`; alt: string; width: 1600; height: 900 }
}

type Draft = Omit<ArticleSeed, 'cover'> & { coverAlt: string }

/** The cover is always the drawing of scripts/art/articles.mjs named after the slug. */
const article = ({ coverAlt, ...a }: Draft): ArticleSeed => ({
  ...a,
  cover: { src: `/images/articles/${a.slug}.svg`, alt: coverAlt, width: 1600, height: 900 },
})

export const articles: ArticleSeed[] = [
  article({
    id: 1,
    slug: 'dubai-off-plan-guide-2026',
    topic: 'buyer-seller',
    title: 'Buying off-plan in Dubai in 2026: a step-by-step guide',
    excerpt: 'Escrow accounts, Oqood registration, payment plans and handover: what every off-plan buyer should know before paying a deposit.',
    author: 'Layla Haddad',
    publishedAt: '2026-10-28',
    coverAlt: 'A residential tower rising above its podium in golden-hour light, its top floors still open to the sky, with two tower cranes beside it',
    takeaways: [
      'Check that the project is registered with RERA and has its own escrow account before you pay anything.',
      'Budget for the 4% Dubai Land Department fee on top of the booking deposit, as it is usually due at reservation.',
      'Make every payment to the project’s escrow account, never to an individual or to a broker.',
      'Read the sale and purchase agreement for the handover date, the grace period, the area tolerance and the resale conditions.',
      'The Oqood certificate is your proof of ownership until the title deed is issued at handover.',
    ],
    body: `Off-plan property, a home bought from the developer before it is finished, has made up around half or more of Dubai’s residential sales in recent years. It appeals for clear reasons: a lower entry price than a comparable ready home, a payment plan spread over construction, and a brand-new building at the end of it. It also asks more of the buyer, because you are committing money to something you cannot yet walk through.

Dubai has one of the more protective off-plan regimes in the region, built on escrow accounts and a public register of sales. This guide follows a purchase from the first conversation to the keys.

## Why buyers choose off-plan

- **Entry price.** Launch prices are usually set below what similar finished homes trade at, to reward buyers for waiting.
- **Cash flow.** Most plans ask for 10–20% at booking and spread the rest over two to four years, with a final balance at handover.
- **A new product.** Current layouts, amenities and energy standards, and a developer warranty once you move in.

The trade-offs are just as real: no rental income until handover, the possibility of delay, and a finished home that may differ in detail from the brochure. Prices can also move in either direction between launch and completion.

## Step 1: check the project, not just the brochure

Every off-plan project in Dubai must be registered with the Real Estate Regulatory Agency (RERA), and the developer must open a dedicated **escrow account** for it with an approved bank. The Dubai Land Department’s Dubai REST app lets you look up a registered project, its escrow details and its reported construction progress. If a project cannot be found, stop there.

Advertisements must also carry a Trakheesi permit number issued by the DLD. It is a small detail, but its absence tells you something about the seller.

### How to choose a developer

The developer matters more than the render. Before you commit, look at:

- **Delivery record.** How many projects has the developer completed, and how close to the promised date?
- **Build quality.** Visit a building they handed over three or four years ago. Lobbies, lifts and corridors show how a building ages.
- **Running costs.** Service charges in their completed towers are a fair guide to what yours will cost.
- **Financial depth.** Larger, listed developers can absorb cost overruns; smaller ones may depend on sales to keep building.

## Step 2: reserve and sign the SPA

Reservation usually means a booking deposit of 10–20% of the price, plus the **DLD registration fee of 4%** of the price. Some developers pay part of that fee as a launch incentive, which is worth weighing against the headline price.

The sale and purchase agreement (SPA) normally follows within a few weeks. Read it, or have it read, before you sign. The clauses that matter most are:

1. The anticipated completion date and any **grace period**, often six to twelve months, before delay penalties apply.
2. The **specification schedule**: finishes, appliances and what is included.
3. The **area tolerance**: most SPAs allow the finished area to vary by a few per cent, with a price adjustment beyond that.
4. The consequences of a missed instalment, and the notice the developer must give.
5. The **resale conditions**: many developers allow an assignment only once 30–40% of the price has been paid.

## Step 3: Oqood registration

Once the SPA is signed, the developer registers your purchase on **Oqood**, the DLD’s interim register for off-plan units. You receive an Oqood certificate, which records your interest in the unit until the title deed is issued. Keep it safe: you will need it to resell before completion, to arrange a mortgage at handover and, in some cases, for a residence visa application.

## Step 4: pay into escrow, on schedule

Every instalment goes into the project’s escrow account, never to a personal account and never to a broker. Under Dubai’s escrow law, the bank releases money to the developer against certified construction progress, so your payments follow the building rather than run ahead of it.

Plans tied to **construction milestones** (for example, 10% when the structure reaches the tenth floor) protect you better than plans tied to calendar dates, because a slow site slows your payments too. Our [guide to payment plans](/blog/dubai-payment-plans-compared) compares the common structures.

## Step 5: follow the construction

Developers usually send quarterly updates, and the DLD publishes completion percentages for registered projects. If a project stalls for a long period, RERA has procedures to appoint a new developer or, in the rare case of cancellation, to return money held in escrow. These protections are real, but they are slow, which is why Step 1 matters.

## Step 6: handover

When the building receives its completion certificate, the developer issues a handover notice. In the weeks that follow you will:

- pay the final balance, in cash or with a mortgage arranged in advance;
- pay the first service charges and any utility deposits;
- inspect the home and list defects for the developer to fix (see our [snagging guide](/blog/snagging-handover-inspection));
- sign the handover form and collect the keys.

The title deed is issued in your name once the final payment is registered with the DLD.

## Selling before handover

An off-plan unit can usually be sold before completion by assignment, once the developer’s minimum payment has been reached and with the developer’s no-objection certificate. The buyer typically pays the 4% DLD fee on the resale price and takes over the remaining instalments. It can be a sensible exit, but it should never be the only plan.

> The best off-plan purchases are the ones that would still make sense if you had to hold the home for ten years.

If you would like a second opinion on a launch, a developer or an SPA, our off-plan team is happy to help. You can browse current [off-plan projects](/catalog?market=off-plan) or [request a call](/request-call).`,
  }),
  article({
    id: 2,
    slug: 'golden-visa-through-property',
    topic: 'investment-insights',
    title: 'The UAE Golden Visa through property: who qualifies and how',
    excerpt: 'AED 2 million in property can open a ten-year residence visa. We explain the rules for mortgaged, off-plan and jointly owned homes.',
    author: 'Wei Chen',
    publishedAt: '2026-10-14',
    coverAlt: 'A passport, a residence card and a set of keys on a desk by a window, with the Dubai skyline beyond in warm evening light',
    takeaways: [
      'Property worth at least AED 2 million, in one home or several, can qualify the owner for a renewable ten-year Golden Visa.',
      'Mortgaged and off-plan homes can count, subject to a no-objection letter from the bank or an approved developer.',
      'Joint owners generally each need a share worth AED 2 million, with some flexibility for married couples.',
      'Golden Visa holders are not subject to the usual rule that cancels residence after six months outside the UAE.',
      'Property worth around AED 750,000 opens a two-year investor visa instead.',
    ],
    body: `Since the UAE widened its long-term residence programme, property has become one of the most common routes to a ten-year Golden Visa. For many of our overseas clients the visa is not the reason to buy, but it is a valuable part of the decision: it allows you to live in the UAE, sponsor your family and come and go without the usual limits on time abroad.

The rules are straightforward in principle and more detailed in practice. This article sets out what counts, how the application works, and where applicants most often get stuck. Rules change from time to time, so always confirm your own case before relying on it.

## The headline rule

An investor who owns property in the UAE with a value of **at least AED 2 million** can apply for a **ten-year, renewable** residence visa. The visa holder can sponsor a spouse and children, and the visa remains valid even if you spend more than six months outside the country, which is not the case for ordinary residence visas.

There is no requirement to live in the property, to let it or to hold a job in the UAE. The property itself is the qualifying investment.

## What counts towards AED 2 million

### One property or several

The threshold can be met with a single home or with several properties whose combined value reaches AED 2 million. Each property must be registered in the applicant’s name.

### Ready and off-plan homes

Ready property with a title deed is the simplest case. **Off-plan** property can also qualify when it is bought from a developer approved by the Dubai Land Department; the authorities may look at how much has been paid and the project’s status, so check before you rely on an off-plan unit for a visa.

### Mortgaged homes

A mortgaged property can qualify on its value, provided the lending bank issues a **no-objection letter** for the application. Earlier requirements that the owner must have paid AED 2 million in cash no longer apply in Dubai, but the bank letter is essential, and some lenders are quicker to provide it than others.

### Jointly owned homes

Where a property is jointly owned, the general rule is that each applicant’s **own share** must be worth at least AED 2 million. Married couples who co-own a home are often handled as one application, with one spouse as the investor and the other sponsored as family.

## The process, step by step

1. **Confirm eligibility.** Gather your title deeds or Oqood certificates, and check that the recorded value reaches the threshold.
2. **Apply for the property investor nomination.** In Dubai this starts with the Land Department, through its service channels or a customer happiness centre, which confirms the ownership and value.
3. **Residence application.** The General Directorate of Residency and Foreigners Affairs issues an entry permit if you are outside the UAE, or changes your status if you are inside.
4. **Medical test and Emirates ID.** A short medical fitness test and biometrics for the Emirates ID card.
5. **Health insurance.** Valid UAE health cover is required for the visa holder and each sponsored family member.

From a complete file, the process usually takes a few weeks. Government fees, the medical test and insurance together add up to several thousand dirhams per person.

## The two-year alternative

If your property is worth less than AED 2 million, a **two-year property investor visa** is available from around AED 750,000. It is renewable while you own the property, though it does not carry the Golden Visa’s freedom to stay abroad for long periods.

## Where applications get stuck

- **Names that do not match.** The name on the title deed must match the passport exactly, including middle names.
- **A missing bank letter.** For mortgaged homes, ask your bank early; it is the most common delay.
- **Values below the line.** The value recorded with the authorities is what counts, not what a listing portal suggests.
- **Selling the property.** The visa rests on continued ownership. If you sell, plan the timing with your residence in mind.

## Does the visa make the investment?

A Golden Visa is a benefit, not a strategy. The property still has to make sense on its own: location, quality, running costs and how easily it would sell. We would rather see a client buy an excellent AED 2.1 million apartment than stretch for a mediocre one because of a threshold.

> Buy the home you would choose without the visa, then let the visa be the bonus.

If the AED 2 million mark is part of your plan, our consultants can shortlist properties that clear it comfortably. Start with homes [from AED 2 million](/catalog?minPrice=2000000), or read our guide to [buying from abroad](/blog/buying-from-abroad-power-of-attorney).`,
  }),
  article({
    id: 3,
    slug: 'dubai-marina-living',
    topic: 'lifestyle-community',
    title: 'Living in Dubai Marina: the waterfront neighbourhood explained',
    excerpt: "Promenade walks, tram links, schools and rents: a resident's view of one of Dubai's most sought-after communities.",
    author: 'Dmitri Volkov',
    publishedAt: '2026-09-30',
    coverAlt: 'Looking down the Dubai Marina canal at dusk: towers with lit windows on both banks, palms along the promenade and a yacht on the water',
    takeaways: [
      'Dubai Marina combines a waterfront promenade, beach access and tram and metro links in one walkable district.',
      'Rents and prices vary widely with building age and view, so compare like with like.',
      'Check how cooling is billed before you sign, as district cooling charges can add noticeably to monthly costs.',
      'Families usually look to schools in neighbouring communities, around 15–20 minutes away.',
    ],
    body: `Dubai Marina is the closest thing the city has to a classic waterfront quarter: a man-made canal of around three kilometres, lined with residential towers, a continuous promenade and, one street back, the beach at JBR. It has been one of the most popular addresses for newcomers for twenty years, and it remains one of the most liquid rental markets in Dubai.

I have lived here and sold here for most of my career. This is a resident’s guide to how the Marina actually works day to day.

## The neighbourhood at a glance

The Marina is dense and vertical. Most homes are apartments in towers of 20 to 80 storeys, with a handful of low-rise villas and townhouses on the water. Buildings range from the first towers completed in the mid-2000s to recent launches at the southern tip, where the canal meets the sea.

- **Marina Walk** runs along the water with cafés, restaurants and moorings.
- **JBR and The Walk** sit between the Marina and the beach, with shops, hotels and a long public beach.
- **Bluewaters and Dubai Harbour** are a short walk or drive away, with more dining and a cruise terminal.

## Getting around

The Marina is one of the few Dubai neighbourhoods where you can live comfortably without a car.

- **Dubai Tram** loops through the Marina and JBR and connects to the Palm Jumeirah monorail.
- **Dubai Metro** Red Line stations on Sheikh Zayed Road link to Downtown, the financial district and Dubai International Airport.
- **By car**, Downtown is around 20–25 minutes outside peak hours, and Dubai International Airport 30–40 minutes.

Traffic on the Marina’s internal roads is heavy at weekends, particularly around JBR, and parking for visitors is limited. Ask how many bays come with an apartment and whether guest parking exists.

## Daily life

Supermarkets, pharmacies, gyms and clinics are within a short walk of almost every tower, and Dubai Marina Mall anchors the northern end. The promenade is busy in the cooler months and pleasantly quiet on summer mornings. Water taxis, paddle-boarding and boat hire are part of ordinary weekend life.

The Marina is lively, and that is its appeal. If you prefer calm evenings, look at towers set back from JBR and away from the busiest stretch of Marina Walk.

## Schools and families

There are few schools inside the Marina itself. Families typically choose from British, IB and American schools in neighbouring communities such as Emirates Hills, Al Sufouh, Jumeirah Park and Al Barsha, around 15–20 minutes away by car or school bus. Waiting lists for popular schools can be long, so start applications early and check each school’s latest KHDA inspection rating.

Many families with young children choose larger apartments in the newer towers at the southern end, where buildings have better play areas and pool decks.

## Rents and prices

Rents vary more by building than by postcode. As a broad guide for annual leases in 2026:

- studios from around AED 75,000 to 100,000;
- one-bedroom apartments from around AED 100,000 to 150,000;
- two-bedroom apartments from around AED 150,000 to 230,000, with full marina or sea views at the top of the range.

Sale prices run roughly from AED 1,800 to 2,800 per square foot, depending on the building’s age, the view and the quality of the finishes. Gross rental yields of around 5.5–7% are typical for well-chosen apartments.

## Choosing a building

Two apartments with the same floor area can differ enormously. When comparing, look at:

1. **The view.** Full marina or sea views command a clear premium and let faster; views into a neighbouring tower do not.
2. **Cooling.** Many Marina towers use district cooling, billed by a separate provider with both a capacity charge and a consumption charge. Ask whether cooling is included in the service charge or billed on top.
3. **Building age and management.** Lifts, lobbies and pool decks reveal how well the owners’ association looks after the tower.
4. **Service charges.** Compare the approved budgets; they vary widely between neighbouring towers.
5. **Noise.** Lower floors near the promenade and JBR hear the evening and weekend crowds.

## Who it suits

The Marina suits professionals and couples who want to walk to the water, investors looking for steady tenant demand, and holiday-home owners who need a location guests recognise. Families who want a garden and quiet streets usually look elsewhere, often to [Dubai Hills Estate](/blog/dubai-hills-estate-family-guide).

You can browse current [homes in Dubai Marina](/catalog?location=dubai-marina), including new launches such as [Marina Crest Residences](/catalog/1-marina-crest-residences) and established buildings such as [Bahar Sands Residences](/catalog/3-bahar-sands-jbr) at JBR.`,
  }),
  article({
    id: 4,
    slug: 'ejari-tenancy-basics',
    topic: 'renting-leasing',
    title: 'Renting in Dubai: Ejari, deposits and the RERA rent index',
    excerpt: 'How tenancy contracts are registered, what a fair deposit is, and how rent increases are capped by the RERA calculator.',
    author: 'Priya Nair',
    publishedAt: '2026-09-18',
    coverAlt: 'A bright living room in morning light: a sofa facing tall windows onto the city, a rug, a floor lamp and a set of keys on a round side table',
    takeaways: [
      'Every Dubai tenancy must be registered on Ejari, and the registration is needed to connect utilities and sponsor family visas.',
      'Security deposits are typically 5% of the annual rent for unfurnished homes and 10% for furnished ones.',
      'Rent increases at renewal are capped by the rental index, from nothing up to 20% depending on how far the rent sits below the market.',
      'Any change to the rent or terms needs written notice at least 90 days before the contract ends.',
    ],
    body: `Renting in Dubai is well regulated and, once you know the sequence, quick. A tenancy can be agreed, registered and connected to utilities within a week. The rules that protect tenants and landlords are set by the Real Estate Regulatory Agency (RERA), part of the Dubai Land Department, and they are worth knowing before you sign.

## What Ejari is

**Ejari**, which means "my rent" in Arabic, is the DLD’s system for registering tenancy contracts. Registration is compulsory and makes the contract legally enforceable. In practice you need an Ejari certificate to:

- open a DEWA account for electricity and water;
- sponsor family members for residence visas;
- bring a case to the Rental Disputes Centre if something goes wrong.

The landlord or the letting agent usually registers the contract through the Dubai REST app or an Ejari service centre. The fee is modest, a couple of hundred dirhams, and who pays it is a matter for the contract.

## The tenancy contract

Dubai uses a standard unified tenancy contract, with any special terms in an addendum. Check that the contract states:

1. the annual rent and the number of payments, usually by post-dated cheques (one to four cheques is common, and fewer cheques can sometimes earn a lower rent);
2. the term, normally twelve months;
3. who is responsible for maintenance, and up to what amount;
4. whether the home is furnished, with an inventory if it is;
5. any rules on pets, subletting or early termination.

## Deposits and move-in costs

Budget for more than the first cheque. Typical upfront costs are:

- **Security deposit:** around 5% of the annual rent for an unfurnished home and 10% for a furnished one, refundable at the end of the tenancy less any damage beyond normal wear and tear.
- **Agency fee:** usually 5% of the annual rent plus VAT, when an agent finds the home.
- **Ejari registration:** a small fixed fee.
- **DEWA deposit:** a refundable deposit of around AED 2,000 for an apartment and AED 4,000 for a villa.
- **Cooling deposit:** where the building uses district cooling.

Tenants also pay a municipal housing fee of 5% of the annual rent, collected in monthly instalments through the DEWA bill.

## The rental index and rent increases

Rent increases on renewal are capped by a decree that links the increase to how far your current rent sits below the average rent for similar homes, as shown by the DLD’s rental index. The calculator is available on the DLD website and app. Since 2025 the index has used a more detailed, building-by-building classification, which makes comparisons fairer.

| Current rent compared with the index average | Maximum increase on renewal |
| --- | --- |
| Up to 10% below | No increase |
| 11–20% below | 5% |
| 21–30% below | 10% |
| 31–40% below | 15% |
| More than 40% below | 20% |

If your rent is at or above the average, the landlord cannot increase it at renewal.

## Notice periods

Under Dubai’s tenancy law, a landlord who wants to change the rent or any other term at renewal must give **written notice at least 90 days** before the contract expires. Without that notice, the contract renews on the same terms.

A landlord who wants the home back at the end of the contract, for example to sell it or to live in it, must give **twelve months’ notice**, served through a notary public or by registered mail. Our [landlord’s guide](/blog/landlord-guide-renewals-notices) covers those rules in more detail.

## If there is a dispute

Most disagreements are settled by a conversation, or a letter citing the rules above. When they are not, the **Rental Disputes Centre** handles cases between landlords and tenants, starting with mediation. Filing carries a fee linked to the annual rent, and you will need your Ejari certificate and tenancy contract.

## A moving-in checklist

- Walk through the home with the landlord or agent and photograph every room, including existing marks and defects.
- Record the electricity, water and gas meter readings.
- List the keys, access cards and parking fobs you receive.
- Test the air conditioning in every room, and ask when it was last serviced.

A careful record at the start is the best protection for your deposit at the end. If you are looking for a home to rent or buy, you can browse [ready properties](/catalog?market=secondary) or speak to one of our consultants.`,
  }),
  article({
    id: 5,
    slug: 'q3-2026-market-report',
    topic: 'news',
    title: 'Dubai property market, Q3 2026: record transactions, steady prices',
    excerpt: 'Transaction volumes reached a new quarterly high while prime prices levelled off. What the numbers mean for buyers and sellers.',
    author: 'Darius Tehrani',
    publishedAt: '2026-10-05',
    coverAlt: 'An evening skyline drawn as a bar chart: towers rising from left to right beneath a thin trend line, with lit windows against a dusk sky',
    takeaways: [
      'Transaction volumes reached a new quarterly high, with off-plan sales still accounting for a little over half of deals.',
      'Prime prices levelled off while mid-market homes edged up modestly.',
      'Rents on new leases have flattened in areas with heavy handovers, while renewals remain capped by the rental index.',
      'Buyers of ready apartments have more room to negotiate than at any point in the past two years.',
    ],
    body: `The third quarter is traditionally Dubai’s quietest: summer heat, school holidays and many residents abroad. Not this year. Our reading of the Dubai Land Department’s registered transactions shows the highest number of sales in any quarter on record, with total value close behind. Prices, however, tell a calmer story: prime homes levelled off, and the mid-market rose only modestly.

This report summarises what we saw in the data and across our own deals between July and September 2026. Figures are rounded and indicative.

## The quarter in brief

- **Volumes:** a new quarterly record for residential sales, up by a low double-digit percentage on the same quarter of 2025.
- **Mix:** off-plan sales were a little over half of all transactions, a share broadly stable through the year.
- **Prices:** prime apartment and villa prices were broadly flat over the quarter; mid-market apartments rose by around 1–2%.
- **Rents:** new-lease rents were flat to slightly lower in communities with large handovers, and still rising gently in established villa areas.

## What drove volumes

Three forces kept the market busy through the summer.

1. **Population growth.** Dubai’s population passed four million in 2025 and continues to grow, driven by professionals, entrepreneurs and families relocating from abroad.
2. **New launches.** Developers brought a steady flow of projects to market, particularly in Dubai South, Mohammed Bin Rashid City and Dubai Creek Harbour.
3. **End users.** A growing share of buyers are residents moving from renting to owning, many of them with mortgages. Lower interest rates than a year ago have helped.

## Prices: a plateau at the top

The prime market, broadly homes above AED 10 million, has had an extraordinary few years. This quarter it paused. Palm Jumeirah and Emirates Hills villas still traded at high prices, but fewer buyers were prepared to pay above the last comparable sale, and more listings sat for longer.

The mid-market was steadier. Apartments in established communities such as Jumeirah Lake Towers, Business Bay and Dubai Marina continued to edge up, helped by rents that make ownership attractive for residents.

## Rents: supply is arriving

More than in any recent quarter, new supply was visible in rents. In communities where several towers handed over at once, Jumeirah Village Circle and parts of Dubai South among them, landlords competing for tenants held rents flat or offered more cheques and rent-free periods. In established villa communities with little new supply, rents continued to rise.

Renewals remain governed by the DLD’s rental index, which limits increases for sitting tenants. Our guide to [Ejari and the rent index](/blog/ejari-tenancy-basics) explains how the cap works.

## What it means for buyers

- **Ready apartments:** more room to negotiate than at any point in the past two years, especially on homes that have been listed for more than two months.
- **Off-plan:** launch pricing is still competitive, but the gap between developers has widened. Track record and the payment plan matter more than the discount. See our [off-plan guide](/blog/dubai-off-plan-guide-2026).
- **Villas:** established communities remain tight, and well-priced family homes still sell quickly.

## What it means for sellers

Buyers are well informed and have choice. Homes that are priced close to recent transactions, presented well and available to view sell within weeks. Homes priced for the market of two years ago wait. If you are considering selling, our [guide to the resale process](/blog/selling-your-dubai-property) sets out the steps.

## What we are watching in the fourth quarter

- **Handovers.** The number of homes due for completion over the next two years is higher than in any recent period. How quickly they are absorbed will set the tone for rents.
- **Interest rates.** Because the dirham is pegged to the US dollar, local mortgage rates follow US policy closely.
- **Infrastructure.** Progress on the Blue Line metro and the Al Maktoum International Airport expansion continues to shape demand in the east and south of the city.

> A record quarter with flat prices is a healthy sign: demand is deep, and the market is pricing new supply sensibly rather than running ahead of it.

For a view on what the numbers mean for your own property or search, speak to our team, or compare [rental yields by area](/blog/rental-yields-by-area-2026).`,
  }),
  article({
    id: 6,
    slug: 'dubai-property-buying-costs',
    topic: 'buyer-seller',
    title: 'The real cost of buying in Dubai: DLD fees, trustee charges and the rest',
    excerpt:
      'On top of the price, a Dubai purchase carries a 4% transfer fee and a handful of smaller charges. Here is what to budget for, ready or off-plan, with cash or a mortgage.',
    author: 'Priya Nair',
    publishedAt: '2026-08-20',
    coverAlt:
      'A calculator, a stack of contract pages, a fountain pen, coins and a set of keys on a wooden desk, with the city through the window in morning light',
    takeaways: [
      'The Dubai Land Department transfer fee of 4% of the price is the largest extra cost, and by convention the buyer pays it.',
      'On a resale purchase, budget roughly 6–7% on top of the price with cash and 7–8% with a mortgage.',
      'Off-plan purchases usually avoid an agency fee but still carry the 4% DLD fee, often due at booking.',
      'Service charges, utilities and insurance are ongoing costs that belong in your calculations from the first day.',
    ],
    body: `Dubai has no stamp duty ladder, no annual property tax and no capital gains tax for individuals. Its purchase costs are simple by international standards, but they are not small, and they are paid up front. A buyer who budgets only for the deposit will be surprised at the trustee office.

This guide lists every cost you are likely to meet, who normally pays it and roughly how much it comes to.

## The Dubai Land Department transfer fee

The largest item is the **DLD transfer fee of 4% of the purchase price**. By convention the buyer pays it, although it can be split by agreement. On a AED 2 million apartment that is AED 80,000. Small administrative and title deed charges are added, usually well under AED 1,000 in total.

The fee applies to ready and off-plan purchases alike. For off-plan, it is paid when the sale is registered on Oqood, usually at booking. Some developers cover part of it as a launch incentive.

## The registration trustee

Resale transfers take place at a **Registration Trustee** office, a private office licensed by the DLD to handle the paperwork. The trustee fee is fixed: AED 4,000 plus VAT for properties of AED 500,000 and above, and AED 2,000 plus VAT below that.

## Agency commission

On a resale, the buyer’s agent typically charges **2% of the price plus 5% VAT**. On off-plan purchases the developer usually pays the agent, so the buyer pays no commission.

## Mortgage costs

If you borrow, add:

- **Mortgage registration fee:** 0.25% of the loan amount plus a small fixed charge, paid to the DLD.
- **Bank arrangement fee:** up to 1% of the loan plus VAT, though banks often reduce or waive it.
- **Valuation fee:** usually AED 2,500–3,500 plus VAT.
- **Insurance:** life cover for the borrower and property insurance, both normally required by the lender.

## A worked example

For a ready AED 2,000,000 apartment bought through an agent, with a 75% mortgage:

| Cost | Basis | Approximate amount (AED) |
| --- | --- | --- |
| DLD transfer fee | 4% of price | 80,000 |
| DLD admin and title deed | Fixed | under 1,000 |
| Registration trustee | AED 4,000 + VAT | 4,200 |
| Agency commission | 2% + VAT | 42,000 |
| Mortgage registration | 0.25% of AED 1.5m + fixed fee | 4,000 |
| Bank arrangement | Up to 1% of loan + VAT | up to 15,750 |
| Valuation | Fixed + VAT | 3,000 |

A cash buyer pays around AED 127,000, or roughly **6.3%** of the price. With the mortgage, the total rises to around AED 150,000, or about **7.5%**. Add the deposit itself, 25% in this example, and the cash needed on transfer day is a little over AED 650,000.

## Costs that belong to the seller

Some charges fall on the seller, and it is useful to know them when negotiating:

- the **developer’s no-objection certificate**, from a few hundred to a few thousand dirhams depending on the developer;
- the seller’s own agency commission;
- settlement of any outstanding **service charges**, which must be cleared before the NOC is issued;
- early repayment charges on the seller’s mortgage.

## Off-plan: a different profile

An off-plan purchase usually involves:

1. the booking deposit, commonly 10–20% of the price;
2. the 4% DLD fee, unless the developer covers some of it;
3. a modest Oqood registration charge;
4. no agency commission.

At handover you pay the final balance, the first service charges and utility deposits. If you plan to finance the balance with a mortgage, the mortgage costs above apply at that point.

## Running costs after you buy

- **Service charges**, set per square foot and approved by RERA. They vary widely between buildings, so check the approved budget before you buy. Our [guide to service charges](/blog/service-charges-and-net-yield) explains how.
- **District cooling** in buildings that use it, billed separately from electricity.
- **DEWA** for electricity and water, and a housing fee for occupants collected through the DEWA bill.
- **Home contents insurance**, inexpensive and worth having.
- **Maintenance**, particularly air-conditioning servicing before each summer.

## Paying on the day

Transfers are paid by manager’s cheques drawn on a UAE bank, or through the trustee’s approved electronic payment channels. If your money is abroad, move it in good time: international transfers can take several days, and the dirham’s peg to the US dollar means that currency moves matter only if your money is held in another currency.

Knowing the full cost lets you negotiate with confidence. For more detail on borrowing, read our guide to [mortgages for non-residents](/blog/mortgages-for-non-residents), or browse [ready homes](/catalog?market=secondary) with your budget in mind.`,
  }),
  article({
    id: 7,
    slug: 'mortgages-for-non-residents',
    topic: 'buyer-seller',
    title: 'Mortgages for non-residents: loan-to-value caps, documents and what banks look for',
    excerpt:
      'You do not need to live in the UAE to borrow against a Dubai home, but the rules differ. How much banks lend to overseas buyers, on what terms, and how to prepare.',
    author: 'Anna Schneider',
    publishedAt: '2026-07-09',
    coverAlt: 'A brass key with a leather tag hanging in the foreground at night, with the lights of Dubai’s towers softly out of focus behind it',
    takeaways: [
      'Non-residents can borrow in Dubai, but most banks lend around 50–60% of the value rather than the 80% open to resident first-time buyers.',
      'Loans usually run for up to 25 years and must end by age 65 for salaried borrowers or 70 for the self-employed.',
      'Early repayment fees are capped by the Central Bank at 1% of the outstanding balance or AED 10,000, whichever is lower.',
      'A pre-approval before you make an offer shows sellers that you can complete and fixes what you can spend.',
    ],
    body: `Many of our overseas clients buy with cash. Many others prefer to keep some of their capital invested elsewhere and borrow against the Dubai property. Both routes are open to non-residents, but borrowing from abroad works differently from borrowing as a UAE resident, and it pays to prepare before you start viewing.

## Can non-residents borrow in Dubai?

Yes. Several UAE banks lend to buyers who neither live nor work in the country, alongside a smaller number of international banks with a local presence. Fewer lenders serve non-residents than residents, and each has its own list of eligible nationalities, minimum income and property types, so a specialist mortgage adviser is often worth the fee.

## How much you can borrow

The UAE Central Bank sets maximum loan-to-value ratios for residents. Banks then apply their own, usually stricter, limits to non-residents. As a guide:

| Buyer and property | Typical maximum loan |
| --- | --- |
| Resident expatriate, first home up to AED 5 million | 80% |
| Resident expatriate, first home above AED 5 million | 70% |
| Resident, second or subsequent home | 65% |
| Off-plan property, where a bank will lend | 50% |
| Non-resident, by bank policy | usually 50–60% |

Beyond the ratio, banks test affordability. Total monthly debt repayments, including the new mortgage and any loans at home, generally must not exceed **50% of your monthly income**, and banks stress-test the repayment at a higher rate than the one you will start on.

## Terms and rates

- **Term:** up to 25 years, and the loan must end by the time you reach **65** if you are salaried or **70** if you are self-employed.
- **Rates:** most borrowers choose a fixed rate for one to five years, after which the loan moves to a variable rate linked to EIBOR, the interbank rate. Because the dirham is pegged to the US dollar, EIBOR tracks US interest rates closely.
- **Currency:** loans are in dirhams. If your income is in euros, pounds or another currency not tied to the dollar, your repayments will move with the exchange rate.

## The costs of borrowing

Alongside the purchase costs in our [buying costs guide](/blog/dubai-property-buying-costs), a mortgage adds:

- the DLD mortgage registration fee of 0.25% of the loan plus a small fixed charge;
- a bank arrangement fee of up to 1% of the loan;
- a valuation fee;
- life and property insurance, usually arranged through the bank.

Early repayment is allowed, and the Central Bank caps the fee at **1% of the outstanding balance or AED 10,000, whichever is lower**. That makes refinancing or selling early far less expensive than in many other markets.

## The documents banks ask for

Expect to provide:

1. your passport, and proof of your home address;
2. six to twelve months of personal bank statements;
3. for employees, payslips and an employer’s letter confirming salary and length of service;
4. for the self-employed, two or more years of company accounts and proof of ownership;
5. a credit report from your home country, where one exists;
6. details of any existing loans and properties.

Documents in languages other than English or Arabic may need certified translation.

## The process

1. **Pre-approval.** The bank assesses your income and documents and confirms how much it will lend, typically valid for 60–90 days.
2. **Offer and MOU.** You agree the purchase, with a clause making it conditional on the mortgage.
3. **Valuation.** The bank’s valuer inspects the property. If the valuation comes in below the price, the bank lends on the lower figure and you fund the difference.
4. **Final offer.** The bank issues its offer letter and prepares a manager’s cheque for the seller or the seller’s bank.
5. **Transfer.** At the trustee office the title deed is issued in your name, with the mortgage registered against it.

From pre-approval to transfer, four to eight weeks is typical.

## Practical advice

- Get **pre-approval before you make offers**. Sellers and their agents take a pre-approved buyer more seriously.
- Keep a **buffer** in case the valuation falls short or rates rise after your fixed period.
- Compare the Dubai loan with **borrowing at home** against other assets; sometimes it is cheaper and simpler.
- If you plan to apply for a Golden Visa, ask the bank early whether it will issue the no-objection letter the application needs.

If you would like an introduction to the banks and advisers we work with, speak to our team, or browse [ready homes](/catalog?market=secondary) that a bank will value with confidence.`,
  }),
  article({
    id: 8,
    slug: 'snagging-handover-inspection',
    topic: 'buyer-seller',
    title: 'Snagging and handover: how to inspect a new Dubai home before you take the keys',
    excerpt:
      'A thorough snagging inspection is the cheapest insurance a new-home buyer can buy. What to check, when to do it, and how defects are fixed under the developer’s warranty.',
    author: 'Layla Haddad',
    publishedAt: '2026-05-21',
    coverAlt:
      'An empty new apartment in morning light: tall windows onto the city, tape marks on the walls, a checklist on a clipboard, a roll of tape and a step ladder',
    takeaways: [
      'Inspect before you sign the handover form, while the developer’s teams are still on site and defects are easiest to have fixed.',
      'A professional snagging company uses moisture meters and thermal cameras to find problems that are invisible to the eye.',
      'Check the measured area against the SPA, as most contracts allow only a small tolerance before the price is adjusted.',
      'Developers typically warrant finishes for a year, while structural defects carry ten-year liability under UAE law.',
    ],
    body: `Handover day is the moment an off-plan purchase becomes a home. It is also the best opportunity you will have to make sure the home is finished as promised. A "snag" is any defect, from a scratched worktop to a leaking shower tray, and "snagging" is the process of finding, recording and fixing them before you move in.

Most new Dubai homes are well built. Almost all have snags. The difference between a smooth first year and a frustrating one is usually how carefully the inspection was done.

## When snagging happens

Once the building receives its completion certificate, the developer sends a **handover notice** asking you to pay the final balance and book an inspection. At the inspection you walk through the home, list the defects and submit the list to the developer, who fixes them before or shortly after you sign the handover form.

Inspect **before** you sign. The developer’s contractors are still on site, materials are in stock and the incentive to close the list is strong.

## Do it yourself or hire a professional?

You can snag a home yourself with a good torch, a spirit level and patience. A professional snagging company, typically charging from around AED 1,500 for a small apartment to several thousand for a villa, brings tools and experience that matter:

- **moisture meters** to find hidden leaks behind tiles and in ceilings;
- **thermal cameras** to reveal missing insulation, air leaks and electrical hot spots;
- a checklist of several hundred items and a formatted report the developer will accept.

For a villa or a large apartment, we recommend a professional. If you are abroad, a professional report with photographs lets you manage the whole process remotely.

## The checklist

### Walls, ceilings and floors

- Cracks, uneven paint, patches and stains.
- Hollow-sounding floor tiles, which may have been laid without enough adhesive.
- Chips in stone and scratches in timber.
- Gaps at skirting boards and around door frames.

### Doors and windows

- Every door opens, closes and locks smoothly, without catching.
- Windows and balcony doors seal properly; look for light around the frames.
- Glass is free of scratches, and safety film is in place where required.

### Bathrooms and wet areas

- Run every tap and shower for several minutes and check for leaks below and behind.
- Floors slope towards the drains so water does not pool.
- Grout and silicone are complete and neat.
- Water pressure and hot water reach every outlet.

### Electrics and air conditioning

- Every socket works; a simple plug-in tester will do.
- The distribution board is labelled.
- Air conditioning cools every room to a set temperature, and condensate drains do not drip.

### Kitchen and appliances

- Appliances are the models in the specification and all work.
- Cabinet doors align, drawers run smoothly and worktops are sealed around the sink and hob.

### Balconies and outdoor areas

- Drainage works and the floor falls away from the doors.
- Balustrades are firm and at the correct height.
- For villas, check the roof, external paint, garden irrigation and pool equipment.

### The measured area

Check the finished area against the SPA. Most contracts allow the area to vary by a small percentage, with a price adjustment beyond that. If a room looks smaller than the plan, ask for the surveyed figures.

## Recording and following up

Photograph each snag with a piece of coloured tape beside it and number it on your list. Submit the list in writing, agree a date for the repairs and **re-inspect** when the developer says they are done. It is normal to need two rounds.

## What happens after handover

Defects that appear later are still covered. Developers typically give a **defects liability period of about a year** on finishes and fittings, and UAE law holds contractors and designers liable for **ten years** for structural defects. Report problems in writing as soon as you notice them, and keep copies.

## The handover itself

On the day you will usually:

1. pay the final balance and the first service charges;
2. sign the handover form, noting any outstanding snags;
3. receive keys, access cards, warranties and appliance manuals;
4. register with DEWA and, where relevant, the cooling provider.

If you cannot be in Dubai, a power of attorney lets someone act for you; our guide to [buying from abroad](/blog/buying-from-abroad-power-of-attorney) explains how. And if your home is still under construction, our [off-plan guide](/blog/dubai-off-plan-guide-2026) sets out the steps before handover.`,
  }),
  article({
    id: 9,
    slug: 'selling-your-dubai-property',
    topic: 'buyer-seller',
    title: 'Selling your Dubai property: Form F, the developer NOC and transfer day',
    excerpt:
      'From listing agreement to trustee office, a resale in Dubai follows a clear sequence. Here is each step, who pays what, and how long it usually takes.',
    author: 'Fatima Al Suwaidi',
    publishedAt: '2026-03-12',
    coverAlt: 'The entrance of a modern villa in golden-hour light, with palms beside the path and an agent’s sale board on the lawn',
    takeaways: [
      'Form F, the memorandum of understanding, fixes the price, the deposit, the dates and the penalties, and is the contract that matters most in a resale.',
      'The developer’s no-objection certificate confirms that service charges are paid and is the seller’s responsibility.',
      'If the home is mortgaged, the buyer’s funds clear the loan at transfer, using the bank’s liability and release letters.',
      'Cash sales usually complete two to four weeks after the MOU; sales to mortgage buyers take four to eight.',
    ],
    body: `Selling a home in Dubai is a well-trodden path. The Dubai Land Department has standardised the forms, licensed trustee offices handle the transfer, and a straightforward cash sale can complete within a month of agreeing the price. What slows sales down is almost always preparation: a missing document, unpaid service charges or a mortgage that takes longer to clear than expected.

## Before you list

- **Price.** Look at recent registered transactions in your building, not just asking prices. A home priced close to the evidence sells; one priced above it waits.
- **Mortgage.** If the property is mortgaged, ask your bank for a liability letter showing the amount needed to clear the loan and any early repayment fee.
- **Service charges.** Settle any arrears now. The developer will not issue the no-objection certificate until the account is clear.
- **Tenancy.** A sale does not end a lease. If the home is let, the buyer inherits the tenant on the existing terms, so decide whether you are selling to an investor or to an owner-occupier.
- **Documents.** Title deed, passport, and Emirates ID if you are resident.

## Step 1: appoint an agent with Form A

Form A is the DLD’s standard agreement between a seller and a licensed broker. It sets out the commission and whether the listing is exclusive. Every advertisement must carry a **Trakheesi permit**, which the agent obtains using Form A. An exclusive mandate with one good agent usually achieves more than a dozen agents posting the same photographs.

## Step 2: agree terms with Form F

When you accept an offer, buyer and seller sign **Form F**, the memorandum of understanding. It is the contract that matters most, and it should state:

1. the price and how it will be paid;
2. the deposit, commonly **10% of the price**, usually given as a security cheque held by the agent;
3. the target transfer date;
4. who pays which fees;
5. whether the purchase depends on a mortgage;
6. the position on any tenancy;
7. the penalties if either side withdraws without cause.

Most MOUs provide that a buyer who pulls out loses the deposit, and a seller who pulls out pays the buyer an equivalent amount.

## Step 3: the developer’s NOC

The seller applies to the developer for a **no-objection certificate**, confirming there are no outstanding service charges or other dues. Fees range from a few hundred to a few thousand dirhams, depending on the developer, and the certificate usually takes a few working days.

## Step 4: clearing a mortgage

If your home is mortgaged, the buyer’s money clears the loan. In practice the buyer, or the buyer’s bank, provides a manager’s cheque to your bank for the amount in the liability letter. The bank then releases the original mortgage and issues a release letter so the transfer can go ahead. This step is the most common source of delay, so start it early.

## Step 5: transfer day

Buyer and seller, or their attorneys, meet at a **Registration Trustee** office. The trustee checks the documents, collects the manager’s cheques for the price, the DLD fee and the trustee fee, and registers the transfer. The new title deed is issued electronically in the buyer’s name, often within the hour.

## Who pays what

- **DLD transfer fee of 4%:** the buyer, by convention, though it can be negotiated.
- **Trustee fee:** usually the buyer.
- **Developer NOC:** the seller.
- **Agency commission:** typically 2% plus VAT, paid by the side that engaged the agent; on many resales each side pays its own broker.
- **Mortgage release:** the seller bears any early repayment fee.

## How long it takes

- **Cash buyer:** two to four weeks from the MOU.
- **Mortgage buyer:** four to eight weeks, depending on the bank’s valuation and approval.
- **Seller with a mortgage:** add a week or two for the liability and release letters.

## Tax

The UAE does not tax individuals on the gain from selling a home, and there is no exit charge. Depending on where you live, your home country may tax the gain, so take advice before you sell.

## Selling off-plan

If the home is not yet finished, the sale is an **assignment** of your contract with the developer. The developer sets a minimum amount that must have been paid, often 30–40%, and charges a transfer fee. The buyer pays the DLD fee on the resale price and takes over the remaining instalments.

If you are weighing up a sale, we are glad to give you a valuation based on registered transactions. Read our note on [buying costs](/blog/dubai-property-buying-costs) to see the deal from your buyer’s side, or [request a call](/request-call).`,
  }),
  article({
    id: 10,
    slug: 'buying-from-abroad-power-of-attorney',
    topic: 'buyer-seller',
    title: 'Buying from abroad: power of attorney, remote signing and your title deed',
    excerpt:
      'Many of our clients complete without setting foot in Dubai. How a power of attorney works, which documents need attesting, and what can now be done digitally.',
    author: 'Dmitri Volkov',
    publishedAt: '2025-12-04',
    coverAlt: 'A dotted flight path arcing over the curve of the earth at dusk towards the lights of the Dubai skyline',
    takeaways: [
      'Foreign nationals can own freehold property in designated areas of Dubai without living in the UAE.',
      'A power of attorney signed abroad must be notarised, legalised through the UAE embassy and the UAE Ministry of Foreign Affairs, and translated into Arabic.',
      'A power of attorney limited to one named property is safer than a general one.',
      'Title deeds are issued digitally and can be verified on the Dubai Land Department’s Dubai REST app.',
    ],
    body: `A large share of Dubai’s buyers live somewhere else. Some visit once to choose a home and never return for the paperwork; others buy without visiting at all, relying on video viewings and people they trust. Both are entirely workable. This guide explains what can be done remotely, what needs a representative in Dubai, and how to set that up properly.

## Who can buy

Since 2006, foreign nationals have been able to own property outright in Dubai’s designated **freehold areas**, which include Dubai Marina, Downtown Dubai, Business Bay, Palm Jumeirah, Dubai Hills Estate, Jumeirah Village Circle and most new master communities. There is no residency requirement and no limit on the number of homes you can own. The title deed is issued in your own name.

## What you can do from abroad

### Off-plan purchases

Off-plan purchases are the easiest to complete remotely. Reservation forms and sale and purchase agreements are routinely signed electronically, payments go by bank transfer to the project’s escrow account, and the developer registers the sale on Oqood without you being present.

### Resale purchases

For a ready home, the memorandum of understanding (Form F) can be signed electronically. The transfer itself takes place at a Registration Trustee office. The DLD has expanded its digital services in recent years, and some transfers can now be completed with parties joining remotely, but where that is not possible a representative attends on your behalf using a **power of attorney**.

## The power of attorney

A power of attorney (POA) authorises someone, a relative, a lawyer or a trusted adviser, to act for you. For property, it is better to keep it **specific**:

- name the property by its plot, building and unit number;
- list the acts allowed: signing the MOU, paying the price and fees, attending the transfer, receiving the title deed, opening utility accounts;
- set an expiry date.

A general POA, covering everything you own, gives away far more control than a purchase requires.

### Signing in the UAE

If you are in the UAE, even briefly, a POA can be signed before a notary public in Dubai. Dubai’s courts also offer remote notarisation by video for some documents, which can save a trip.

### Signing abroad

A POA signed outside the UAE must go through a chain of **legalisation** before the DLD will accept it:

1. sign it before a notary public in your country;
2. have it authenticated by your country’s foreign ministry or the competent authority;
3. have it attested by the UAE embassy or consulate in that country;
4. have it attested by the UAE Ministry of Foreign Affairs once it arrives in the UAE;
5. have it translated into Arabic by a legal translator licensed in the UAE.

This takes several weeks, so start early. Some trustee offices prefer a POA issued within the last few months, so avoid preparing one years in advance.

## Money and compliance

Dubai brokers, developers and trustees are all subject to the UAE’s anti-money-laundering rules. Expect to provide a copy of your passport, proof of address and, for larger purchases, evidence of the **source of funds**. This is routine, not a sign of suspicion.

Resale transfers are paid by manager’s cheques drawn on a UAE bank or through approved electronic channels. Some non-residents open a UAE bank account for this; others send funds to the trustee or their representative’s bank in advance. Leave a week or more for international transfers.

## Your title deed

Title deeds in Dubai are now issued **digitally**. You receive a PDF with a verification code, and you can confirm ownership on the DLD’s **Dubai REST** app. Keep a copy with your other important documents and share it with your executor.

## After completion

Owning from abroad is simple once the home is set up:

- register the home with DEWA and, where relevant, the cooling provider;
- appoint a property manager if you will let it, as described in our guide to [managing a rental from abroad](/blog/managing-a-rental-from-abroad);
- write a will that covers your UAE assets, as explained in our note on [tax and the dirham peg](/blog/aed-peg-and-tax-for-investors).

> Distance is not the risk. Unclear instructions are. A precise power of attorney and a short list of trusted people make remote buying safe.

Our consultants regularly complete purchases for clients in Europe, Asia and North America. If you would like to talk through the steps for your situation, [request a call](/request-call) at a time that suits your time zone.`,
  }),
  article({
    id: 11,
    slug: 'rental-yields-by-area-2026',
    topic: 'investment-insights',
    title: 'Rental yields by area: where the numbers work in Dubai in 2026',
    excerpt:
      'Gross yields in Dubai range from around 4% on prime villas to 7–8% on mid-market apartments. We compare the main areas and explain how to get from gross to net.',
    author: 'Wei Chen',
    publishedAt: '2026-09-08',
    coverAlt: 'Apartment buildings of rising height lined up like the bars of a chart under a clear midday sky',
    takeaways: [
      'Gross yields run from around 4–5% on prime waterfront homes to 7–8% in mid-market communities such as JVC and Dubai South.',
      'Service charges, management, maintenance and empty months typically take one and a half to two and a half points off the gross figure.',
      'Higher-yield areas tend to have more new supply, so their rents are more sensitive to handovers.',
      'Compare yields building by building rather than area by area before you buy.',
    ],
    body: `Rental yield is the first number most investors ask about, and in Dubai it is genuinely attractive: gross yields on well-chosen apartments are comfortably above those in London, Paris or Singapore. But a yield is only as good as the assumptions behind it. This guide compares the main areas and shows how to turn a headline figure into the number that reaches your bank account.

## Gross yields by area

The ranges below are indicative, based on our own lettings and registered rents through the first half of 2026. Individual buildings can sit well outside them.

| Area | Typical gross yield on apartments | What drives it |
| --- | --- | --- |
| Jumeirah Village Circle | 7–8% | Low entry prices, deep tenant demand |
| Dubai South | 7–8% | Lowest entry prices, growing airport and logistics jobs |
| Jumeirah Lake Towers | 6.5–7.5% | Metro access, older stock at lower prices |
| Business Bay | 6–7% | Central location, strong short-let demand |
| Dubai Marina | 5.5–7% | Liquid market; yields depend heavily on the view |
| Dubai Creek Harbour | 5.5–6.5% | New stock, Downtown views, metro to come |
| Dubai Hills Estate | 5–6% | Family demand, higher prices |
| Downtown Dubai | 5–6% | Premium prices, tourist appeal |
| Palm Jumeirah | 4.5–5.5% | Prime prices; better suited to holiday lets |

Villas and townhouses generally yield one to two points less than apartments in the same area, because prices are higher relative to rents, but they tend to hold tenants for longer.

## Why cheaper areas yield more

Rents do not rise in proportion to prices. A one-bedroom apartment in Jumeirah Village Circle might let for around AED 75,000 a year and cost around AED 1 million; a one-bedroom in Downtown might let for AED 130,000 and cost AED 2.3 million. The cheaper home yields more, but the dearer home may grow more in value and is often easier to resell. Yield and capital growth are two halves of the same decision.

## From gross to net

Gross yield is the annual rent divided by the price. Net yield subtracts the costs of owning and letting. For a typical apartment, allow for:

- **Service charges**, set per square foot and varying widely between buildings;
- **Property management**, usually around 5% of the rent for a full service;
- **Maintenance**, including an air-conditioning service each year;
- **Empty months** between tenants, commonly allowed for at one month a year;
- **Insurance** and small repairs.

### A worked example

A one-bedroom apartment of 750 square feet in Jumeirah Village Circle, bought for AED 1,000,000 and let for AED 75,000:

1. Gross yield: 75,000 ÷ 1,000,000 = **7.5%**.
2. Service charges at around AED 15 per square foot: AED 11,250.
3. Management at 5%: AED 3,750.
4. Maintenance and insurance: AED 2,000.
5. One empty month: AED 6,250.
6. Net income: AED 51,750, a net yield of about **5.2%**, before any mortgage costs.

The gap between gross and net, here a little over two points, is typical. A building with lower service charges or an exceptional tenant record can narrow it.

## Supply and the sensitivity of rents

The areas with the highest yields are often those with the most new supply. In 2026, several communities with large handovers, including parts of JVC and Dubai South, saw rents on new leases flatten. An investor in those areas should model a year or two of flat rents rather than assume steady growth.

## Short-term letting

Holiday lets can lift gross income in central and waterfront areas, but they carry higher costs and seasonal swings. Our guide to [holiday-home licensing](/blog/holiday-home-permit-dtcm) compares the two approaches with realistic figures.

## What to check, building by building

- The RERA-approved **service charge budget**, and whether district cooling is billed on top.
- **Occupancy** and how quickly units in the building re-let.
- **Upcoming supply** within a few minutes’ drive.
- **Distance to the metro** or tram, which shortens empty periods.
- The **developer’s record** on maintenance, which shows in the lobby long before it shows in the rent.

A good yield comes from a good building, not just a good area. If you would like us to model a specific home, start with the listings in [Jumeirah Village Circle](/catalog?location=jumeirah-village-circle), such as [Binghatti Circle Gardens](/catalog/29-binghatti-circle-gardens), or read our guide to [service charges](/blog/service-charges-and-net-yield).`,
  }),
  article({
    id: 12,
    slug: 'dubai-payment-plans-compared',
    topic: 'investment-insights',
    title: '60/40, 80/20 or post-handover: how Dubai payment plans compare',
    excerpt:
      'Payment plans decide how much cash you commit and when. We compare the common structures, what they mean for your returns, and the questions to ask before you sign.',
    author: 'Layla Haddad',
    publishedAt: '2026-06-17',
    coverAlt:
      'Four towers in a row at different stages of construction in soft morning light, from a bare core to finished glass, above a progress bar on the site hoarding',
    takeaways: [
      'The first figure in a plan is what you pay before handover, the second what is due on or after it.',
      'Instalments tied to construction milestones protect buyers better than calendar dates if a project slips.',
      'Post-handover plans let rent help pay the balance, but the convenience is often priced in.',
      'Plan the handover balance early, because a bank valuation below the purchase price means more cash at completion.',
    ],
    body: `Almost every off-plan project in Dubai is sold with a payment plan, and the plan often matters as much as the price. Two apartments at the same price can demand very different amounts of cash, at very different times, with very different risks. This guide explains how to read a plan and how to compare them.

## How a plan reads

Plans are described as two numbers. In a **60/40** plan, 60% of the price is paid before handover, including the booking deposit, and 40% on handover. In an **80/20** plan, 80% is paid during construction and 20% at the end. The booking deposit, usually 10–20%, comes first, and the 4% DLD fee is paid on top, normally at booking.

## The common structures

| Plan | Before handover | On or after handover | Who it suits |
| --- | --- | --- | --- |
| 80/20 or 90/10 | 80–90% | 10–20% on handover | Cash buyers who value a lower price |
| 70/30 | 70% | 30% on handover | Balanced cash flow |
| 60/40 or 50/50 | 50–60% | 40–50% on handover | Buyers planning a mortgage at completion |
| Post-handover | 40–60% | Balance over two to five years after handover | Investors who want rent to fund the balance |
| 1% monthly | 1% a month during construction | Remainder on or after handover | Buyers paying from income |

Developers mix these freely. Marsa’s listings show several: [Hills Parkside Residences](/catalog/23-hills-parkside-residences) asks 10% at booking, 70% during construction and 20% on handover; [Marina Horizon Tower](/catalog/4-marina-horizon-tower) spreads 30% over two years after handover; [Danube Sky Oasis](/catalog/31-danube-sky-oasis) uses monthly 1% instalments.

## What the plan does to your returns

A plan is a form of interest-free credit from the developer, and it changes the return on the cash you actually commit. Consider a AED 1,500,000 apartment on a 60/40 plan, bought at launch. Before handover you pay AED 900,000 plus the DLD fee. If the home is worth 10% more at completion, your AED 150,000 gain is earned on around AED 960,000 of cash, not on the full price.

The same arithmetic works in reverse. If prices fall, the loss is also concentrated on the cash you have paid. Leverage through a payment plan amplifies outcomes in both directions.

## Post-handover plans

Post-handover plans are popular with investors because the tenant’s rent can cover much of the remaining balance. They are genuinely useful, but:

- the convenience is often reflected in a **higher price** than a comparable unit on a shorter plan;
- the developer keeps an interest in the property until you have paid, which can complicate an early sale;
- you are committed to payments regardless of whether the home is let.

Compare the total price with the cost of a mortgage on a shorter plan. Sometimes the post-handover plan wins; often it is close.

## The handover balance

The final 20–50% is the part buyers most often underestimate. If you intend to use a mortgage:

1. remember that banks lend on their **valuation**, not on your purchase price;
2. check the loan-to-value limits for your status (see our guide to [mortgages for non-residents](/blog/mortgages-for-non-residents));
3. apply for pre-approval a few months before the expected completion date.

If the valuation comes in below your price, the difference must be paid in cash.

## Milestones or dates?

Instalments can be tied to **construction milestones**, such as completion of the structure, or to **calendar dates**. Milestones are better for the buyer: if the site slows down, so do your payments. With dates, you can end up having paid most of the price for a building that is a year behind.

## Questions to ask before you sign

- Are instalments linked to construction progress or to the calendar?
- What is the penalty for a late payment, and how much notice will the developer give?
- When can I assign the unit, and what fee applies?
- Is the DLD fee included in any incentive, and are service charges waived for a period?
- What happens to the plan if handover is delayed beyond the grace period?

A well-structured plan can make a good purchase better. It cannot rescue a poor one. If you are comparing launches, browse current [off-plan projects](/catalog?market=off-plan) or read our [step-by-step off-plan guide](/blog/dubai-off-plan-guide-2026).`,
  }),
  article({
    id: 13,
    slug: 'aed-peg-and-tax-for-investors',
    topic: 'investment-insights',
    title: "No income tax and a dollar peg: what Dubai's fundamentals mean for overseas investors",
    excerpt:
      'The dirham has been fixed to the US dollar for decades and the UAE levies no personal income tax or property tax. How these two facts shape returns, and where the caveats lie.',
    author: 'Darius Tehrani',
    publishedAt: '2026-02-19',
    coverAlt: 'Stacks of gold coins of different heights in front of the Dubai skyline at golden hour, echoing the towers behind them',
    takeaways: [
      'The dirham has been pegged at AED 3.6725 to the US dollar since 1997, which removes currency risk for dollar-based investors.',
      'The UAE charges individuals no personal income tax, no capital gains tax and no annual property tax on residential property.',
      'Investors may still owe tax at home, depending on where they are resident or, for US citizens, on their citizenship.',
      'A registered will keeps the succession of Dubai property in line with your wishes.',
    ],
    body: `Two features set Dubai apart from most property markets an international investor might compare it with. The currency is fixed to the US dollar, and the government takes no tax from individuals on rent, on gains or on ownership itself. Both are real advantages. Both also come with details that are easy to overlook.

## The dirham peg

The UAE dirham has been pegged to the US dollar at **AED 3.6725 per dollar** since 1997, and in practice at that level for far longer. The Central Bank holds substantial foreign reserves to defend the rate, and the peg has held through oil price collapses, global financial crises and the pandemic.

What that means for you depends on the currency you think in.

- **Dollar-based investors**, and those whose currencies are themselves tied to the dollar, such as several Gulf currencies, face no exchange-rate risk. A dirham of rent is a fixed amount of dollars.
- **Investors in euros, sterling, rupees or other currencies** are in effect taking a view on the dollar. If the dollar strengthens against your currency, your Dubai property is worth more in your terms; if it weakens, less.

### Interest rates follow the Federal Reserve

Because of the peg, the UAE Central Bank moves its policy rate broadly in step with the US Federal Reserve. Dubai mortgage rates, linked to the interbank rate EIBOR, therefore follow US monetary policy rather than local conditions. When US rates fall, Dubai borrowing becomes cheaper, and the reverse.

## The tax position

For an individual owning residential property in Dubai in their own name:

- **No personal income tax** on rental income.
- **No capital gains tax** when you sell.
- **No annual property tax** or council tax on ownership.
- **No inheritance tax**, although succession rules matter (see below).

There are, however, some charges that are easy to mistake for taxes:

- the **DLD transfer fee of 4%** on purchase, a one-off registration charge;
- a **municipal housing fee**, paid by the occupier through the DEWA bill, which for tenants is 5% of the annual rent;
- **VAT**, which does not apply to residential leases or resales, but does apply at 5% to commercial property and to services such as agency fees.

### Corporate tax

The UAE introduced a federal corporate tax of 9% on business profits above AED 375,000 from June 2023. An individual who owns property in their own name and does not hold a trade licence for the activity is generally outside its scope for rental income. Holding property through a company changes the picture and needs advice.

## Tax at home

The UAE not taxing your rent does not mean no one does. Your home country may tax your worldwide income and gains if you are resident there for tax purposes, and the United States taxes its citizens wherever they live. The UAE has a wide network of double taxation agreements, but where no UAE tax is paid there is little to offset. Residents of the UAE who have cut their tax ties elsewhere are usually in the simplest position.

Take advice in your home country before you buy, particularly on:

- how rental income is reported and whether expenses can be deducted;
- how a future gain will be taxed, and at what rate;
- whether the property affects your tax residence.

## Wills and succession

Without a will, the succession of UAE assets can be governed by default rules that may not reflect your wishes. Non-Muslim owners can register a will through the **DIFC Wills Service Centre** or the relevant Dubai courts, and doing so is one of the most valuable small steps an overseas investor can take. It is also worth telling your executor where to find your digital title deed.

## Putting it together

For an overseas investor in a low-tax position, a Dubai apartment with a 5% net yield delivers close to 5% after tax, which in many countries would require a gross return well above that. For an investor taxed fully at home, the advantage narrows, but the peg, the absence of annual property taxes and the low cost of holding still compare well.

> A dollar-pegged asset with no local tax is an unusual combination. Its value to you depends on your own currency and your own tax home.

Our consultants work alongside tax advisers in several countries and can introduce you. To see what the numbers look like in practice, read our comparison of [rental yields by area](/blog/rental-yields-by-area-2026), or browse [the catalogue](/catalog).`,
  }),
  article({
    id: 14,
    slug: 'ras-al-khaimah-al-marjan-wynn',
    topic: 'investment-insights',
    title: 'Ras Al Khaimah and Al Marjan Island: the Wynn effect, explained',
    excerpt:
      'An integrated resort due to open in early 2027 has put Al Marjan Island on investors’ maps. What is being built, what prices have done, and the risks to weigh.',
    author: 'Omar Al Marzouqi',
    publishedAt: '2026-08-06',
    coverAlt:
      'Al Marjan Island at dusk: a tall curved resort tower rising from the sea, with the Hajar mountains behind and low resort buildings along the shore',
    takeaways: [
      'Wynn Al Marjan Island, due to open in early 2027, is the main reason investors have turned to Ras Al Khaimah.',
      'Prices on the island have risen quickly from a low base, so today’s entry levels already assume much of the resort’s success.',
      'Thousands of new homes are due between 2027 and 2029, which will test rents and resale prices.',
      'Treat Al Marjan as a higher-risk, tourism-led complement to a core Dubai portfolio rather than a replacement for it.',
    ],
    body: `Ras Al Khaimah, the northernmost of the seven emirates, was for many years a quiet alternative to Dubai: mountains, beaches and resort hotels an hour up the coast. That changed when Wynn Resorts announced a large integrated resort on Al Marjan Island, the first in the UAE to be licensed for gaming. Since then, developers from across the country have launched projects on and around the island, and prices have moved accordingly.

This article sets out what is happening, what it may mean for property, and how we think about the risks.

## Where it is

Al Marjan Island is a group of man-made islands off the coast of Ras Al Khaimah, about 45 minutes to an hour by car from Dubai Marina, depending on traffic. Ras Al Khaimah International Airport is around half an hour away, and Dubai International about an hour. Behind the coast rise the Hajar mountains and Jebel Jais, the UAE’s highest peak, with its zipline, hiking trails and mountain restaurants.

## The resort

**Wynn Al Marjan Island** is planned as an integrated resort with a hotel of around 1,500 rooms, a large convention and entertainment offering, restaurants, a shopping promenade and a gaming area regulated by a federal authority created in 2023. Opening is scheduled for **early 2027**.

For the property market, the resort matters for three reasons:

1. it brings international hotel-grade visitors to the island all year;
2. it creates thousands of jobs, many of them for staff who will need homes nearby;
3. it signals further investment in infrastructure, hospitality and leisure in the emirate.

## What has happened to prices

Prices on Al Marjan Island have risen substantially since the resort was announced, from a relatively low base. New launches have sold quickly, and several projects now ask prices per square foot comparable with established Dubai communities. Part of that rise reflects genuine new demand; part of it reflects expectation.

On the mainland, in established Ras Al Khaimah communities, prices have risen more modestly, and entry levels remain well below Dubai.

## Who is building

The master developer has sold plots to a range of UAE developers, including several familiar from Dubai and Abu Dhabi, for residential towers, branded residences and hotels. Most projects are sold off-plan, with handovers spread between 2027 and 2029.

## Rental demand

Demand on the island is likely to be **tourism-led**. Holiday lets are expected to perform best near the resort and the beaches, with higher occupancy in the cooler months. Long-term tenants will come from the resort and hospitality workforce and from residents of Ras Al Khaimah seeking a newer home.

Holiday-home letting in Ras Al Khaimah is licensed by the emirate’s tourism authority, with its own rules and fees, separate from Dubai’s system.

## Buying in Ras Al Khaimah

- **Ownership:** foreign nationals can buy freehold property in designated areas, including Al Marjan Island.
- **Registration:** sales are registered with the Ras Al Khaimah land department, which has its own fee schedule; check current charges rather than assuming Dubai’s.
- **Residence:** property in Ras Al Khaimah can count towards the Golden Visa threshold of AED 2 million, subject to the emirate’s procedures. See our [Golden Visa guide](/blog/golden-visa-through-property).

## The risks

- **A single catalyst.** Much of the island’s story depends on one resort opening on time and drawing visitors as expected.
- **Supply.** Thousands of new homes and hotel keys are due over a short period, which could hold back rents and resale prices while they are absorbed.
- **Liquidity.** The resale market is younger and smaller than Dubai’s, so selling may take longer.
- **Seasonality.** Summer occupancy for holiday lets is materially lower than in winter.
- **Delivery.** As with any off-plan market, the developer’s record matters.

## How we approach it

We think of Al Marjan Island as a **satellite** to a core Dubai holding rather than a replacement for it. For clients who want exposure, we look for:

- projects from developers with a completed track record in the UAE;
- payment plans that keep the cash committed before handover moderate;
- homes close to the resort or the beach, with layouts suited to holiday letting;
- prices per square foot that still make sense if rents settle at conservative levels.

> The resort is real, and so is the opportunity. The question is how much of it today’s prices already assume.

If you would like to compare Al Marjan projects with similar opportunities in Dubai, our investment team can prepare a side-by-side view. Start with our [payment plans guide](/blog/dubai-payment-plans-compared), or [request a call](/request-call).`,
  }),
  article({
    id: 15,
    slug: 'service-charges-and-net-yield',
    topic: 'investment-insights',
    title: 'Service charges in Dubai: what you pay for and how they shape your net yield',
    excerpt:
      'Service charges are set per square foot, approved by RERA and can vary threefold between buildings. How they are calculated, how to check a budget, and what a fair figure looks like.',
    author: 'Fatima Al Suwaidi',
    publishedAt: '2026-01-22',
    coverAlt: 'A residential pool deck with loungers, parasols and palms beside a tower under a clear midday sky',
    takeaways: [
      'Service charges are budgeted per square foot, approved by RERA and paid through the DLD’s Mollak system.',
      'Charges can differ threefold between buildings in the same area, so check the specific building’s approved budget.',
      'District cooling is usually billed separately and should be added when comparing buildings.',
      'Unpaid service charges block a sale, because the developer will not issue a no-objection certificate until the account is clear.',
    ],
    body: `Service charges are the single largest running cost of owning an apartment in Dubai, and the one most often underestimated. Two similar homes in the same community can carry charges that differ by a factor of three, which on a rented apartment can move the net yield by a full percentage point. Understanding them is one of the simplest ways to buy better.

## What service charges pay for

In a jointly owned building, each owner pays a share of the cost of running the common parts. A typical budget covers:

- **security** and concierge staff;
- **cleaning** of lobbies, corridors and car parks;
- **maintenance** of lifts, pumps, fire systems and air-handling plant;
- **amenities** such as pools, gyms and landscaped decks;
- **building insurance**;
- the **management fee** of the company that runs the building;
- a contribution to the **reserve fund** for major future works such as lift replacement or façade repairs.

## How they are set

Dubai’s jointly owned property law requires each building or community to have an owners’ association and a professional management company. The manager prepares an annual budget, which must be approved by **RERA** before it can be charged. Charges are then levied **per square foot** of each unit’s area and collected through **Mollak**, the DLD’s service charge system.

The DLD also publishes a **service charge index**, showing approved rates by building, which is the best starting point for any comparison.

## What is typical

Rates depend on the building’s amenities, age and management. As a broad guide:

- **mid-market apartment buildings:** roughly AED 12–18 per square foot a year;
- **prime and branded towers:** from around AED 18 to more than AED 30;
- **villas and townhouses** in master communities: much lower per square foot, often AED 3–6, though applied to larger areas.

## What is not included

The most common surprise is **district cooling**. In many towers, air conditioning is supplied by a separate cooling company that charges both a fixed capacity fee and a consumption charge. In others, cooling is included in the service charge. Always ask which, and add the cooling cost when comparing two buildings.

Electricity and water for your own unit, internet and any master community fee for villas are also billed separately.

## How they affect your yield

Take two 1,200 square foot two-bedroom apartments, each let for AED 150,000 a year.

- In building A, with a service charge of AED 14 per square foot, the owner pays AED 16,800, about 11% of the rent.
- In building B, with AED 22 per square foot, the owner pays AED 26,400, about 18% of the rent.

If both cost AED 2.4 million, the net yield in building A is around 0.4 percentage points higher from this line alone. Over ten years, that difference adds up to nearly a year’s rent.

## How to check a building before you buy

1. Ask for the **last three years’ RERA-approved budgets**. Steady figures suggest good management; sharp jumps need an explanation.
2. Look at **arrears**. A building where many owners do not pay will struggle to maintain its standards.
3. Ask about the **reserve fund** and any major works planned.
4. Compare the rate with neighbouring towers on the DLD’s **service charge index**.
5. Walk the building: lifts, lobbies, the pool deck and the car park tell you how the money is being spent.

## Off-plan estimates

For new buildings, developers publish an estimated service charge. First-year figures are sometimes optimistic, and the first RERA-approved budget after handover can be higher. Build a margin into your calculations.

## If charges go unpaid

Unpaid service charges attach to the unit. The developer will not issue the **no-objection certificate** needed for a sale until the account is clear, and the owners’ association can take legal action to recover arrears. If you buy a resale home, the seller must settle before transfer.

> A lower service charge is not always better. A well-run building with a healthy reserve fund protects both your tenants and your resale price.

For a wider view of returns, read our comparison of [rental yields by area](/blog/rental-yields-by-area-2026). Our consultants can pull the approved budget for any building in [Business Bay](/catalog?location=business-bay) or elsewhere before you make an offer.`,
  }),
  article({
    id: 16,
    slug: 'holiday-home-permit-dtcm',
    topic: 'renting-leasing',
    title: 'Short-term letting in Dubai: licensing a holiday home with DTCM',
    excerpt:
      'Holiday lets can earn more than a yearly lease, but only with a permit and a realistic view of costs. How the licence works, what it costs and how the numbers compare.',
    author: 'Marco Bellini',
    publishedAt: '2026-07-28',
    coverAlt: 'A furnished terrace at dusk with a low sofa, a lounger and planters, overlooking the sea and a line of towers with lit windows',
    takeaways: [
      'Every holiday let in Dubai needs a holiday-home permit from the Department of Economy and Tourism, still widely known as DTCM.',
      'Check that the building and the developer allow short-term letting before you buy for this purpose.',
      'After platform commissions, management, utilities and furnishing, the gain over an annual lease is often modest.',
      'Demand is seasonal, strongest from October to April and noticeably softer in summer.',
    ],
    body: `Dubai welcomes millions of visitors a year, and many of them prefer an apartment to a hotel room. For owners in the right locations, holiday letting can lift income above a traditional annual lease. It is also a business, with a licence, standards, guests to look after and costs that a long-term landlord never sees.

## Who regulates holiday homes

Short-term rentals in Dubai are licensed by the **Department of Economy and Tourism (DET)**, the body formerly known as the Department of Tourism and Commerce Marketing and still widely called **DTCM**. Any home let for short stays must hold a **holiday-home permit**, whether the owner manages it directly or through a licensed holiday-home operator.

Letting without a permit risks fines, and most booking platforms now ask for the permit number before a listing goes live.

## What you need

- **Ownership documents:** the title deed in your name.
- **Building approval:** a no-objection certificate from the developer or building management. Some buildings do not allow short-term letting at all, so check before you buy.
- **Utilities:** an active DEWA account for the unit.
- **Furnishing to standard:** the home must be fully furnished and equipped, with safety items such as smoke detectors, a fire extinguisher, a fire blanket and a first-aid kit.
- **Registration:** the permit is applied for online through the DET’s holiday-home system, with an annual fee.

Once licensed, every guest stay must be registered, and a **Tourism Dirham** fee is charged per night, collected from guests and passed on to the authorities.

## Managing it yourself or through an operator

Self-managing is possible if you live in Dubai and have time for guest messages, check-ins and cleaning schedules. Most overseas owners use a **licensed holiday-home operator**, which typically takes a commission of around 15–25% of booking revenue for listing, pricing, guest communication, cleaning coordination and maintenance.

## The real numbers

Here is an illustrative comparison for a one-bedroom apartment in Dubai Marina, letting at an average of around AED 750 a night with occupancy of about 72% across the year:

| Item | Holiday let | Annual lease |
| --- | --- | --- |
| Gross income | AED 197,000 | AED 115,000 |
| Platform commissions (about 15%) | –29,600 | – |
| Operator fee (about 20%) | –39,400 | – |
| Management (about 5%) | – | –5,750 |
| Utilities, internet and TV | –14,000 | – |
| Licence, fees, repairs and replacements | –10,000 | –2,000 |
| Empty month between tenants | – | –9,600 |
| **Net before service charges** | **about AED 104,000** | **about AED 97,650** |

On these assumptions, holiday letting earns around 6–7% more, before counting the cost of furnishing, commonly AED 40,000–120,000 for a one- or two-bedroom apartment, and the extra wear and tear. In a very strong location, with high occupancy and premium nightly rates, the gap widens. In a weaker one, it disappears.

## Seasonality

Demand peaks between **October and April**, around major events and the winter holidays, and falls in the summer months, when nightly rates can drop sharply. Budget on a full-year average, not on January’s rates.

## Where it works best

- **Dubai Marina and JBR**, for the beach and the promenade;
- **Downtown Dubai**, for the views of Burj Khalifa and the fountain;
- **Palm Jumeirah**, for beach access and resort atmosphere;
- **Business Bay and Dubai Creek Harbour**, for newer buildings at lower prices.

Buildings with strong amenities, easy parking and a lobby that welcomes guests tend to earn better reviews and repeat bookings.

## Tax and compliance

There is no income tax on holiday-letting profits for individuals. Short-stay accommodation can, however, fall within the scope of **VAT** once your letting turnover passes the registration threshold, so take advice if you own several units. Keep the permit, guest registrations and building approvals up to date.

## Is it right for you?

Holiday letting suits owners who want flexibility to use the home themselves, who buy in prime locations and who accept more variable income. An annual lease suits owners who value simplicity and predictable cash flow. Many owners start with one and switch later.

For a wider view of returns, read our guide to [rental yields by area](/blog/rental-yields-by-area-2026), or browse apartments in [Downtown Dubai](/catalog?location=downtown-dubai), one of the strongest holiday-let markets in the city.`,
  }),
  article({
    id: 17,
    slug: 'landlord-guide-renewals-notices',
    topic: 'renting-leasing',
    title: 'Letting your Dubai home: a landlord’s guide to renewals, notices and evictions',
    excerpt:
      'Dubai’s tenancy law is clear about what a landlord may change, when, and with how much notice. The rules on renewals, rent increases, sale and own use, explained for owners who let.',
    author: 'Fatima Al Suwaidi',
    publishedAt: '2026-04-15',
    coverAlt: 'A furnished living room at dusk with a floor lamp glowing beside a sofa, and tall windows onto towers with lit windows',
    takeaways: [
      'To change the rent or terms at renewal, a landlord must give written notice at least 90 days before the contract ends.',
      'Any increase must fall within the cap set by the Dubai Land Department’s rental index calculator.',
      'Ending a tenancy to sell or to move in requires twelve months’ notice served through a notary public or by registered mail.',
      'A sale does not end a lease: the buyer takes over the tenancy on its existing terms.',
    ],
    body: `Dubai’s rental law gives landlords and tenants clear, predictable rules. Most disputes we see come not from bad faith but from a missed date or a notice served the wrong way. This guide is for owners who let their home, whether they live in Dubai or abroad.

## The legal framework

Residential tenancies in Dubai are governed by the tenancy law of 2007, as amended in 2008, and by a 2013 decree that caps rent increases. The Real Estate Regulatory Agency (RERA) sets the rules, Ejari registers contracts, and the **Rental Disputes Centre** resolves disagreements. Our [guide for tenants](/blog/ejari-tenancy-basics) covers the same rules from the other side.

## Renewals

A tenancy contract, usually for twelve months, **renews automatically on the same terms** unless either side gives notice. If you want to change anything at renewal, including the rent, the length of the term, the number of cheques or who pays for maintenance, you must give the tenant **written notice at least 90 days before the contract expires**.

Miss the 90-day window and the contract renews unchanged for another term. For an overseas landlord, that date belongs in the calendar the day the contract is signed.

## Rent increases

Even with proper notice, increases are capped. The DLD’s **rental index calculator** compares your current rent with the average for similar homes in the same area and building class, and sets the maximum increase:

- rent within 10% of the average: no increase;
- 11–20% below: up to 5%;
- 21–30% below: up to 10%;
- 31–40% below: up to 15%;
- more than 40% below: up to 20%.

Print or save the calculator result and attach it to your notice. A tenant who receives a clear, justified notice rarely disputes it.

## Ending a tenancy at expiry

A landlord cannot simply decline to renew. The law allows a landlord to recover the home at the end of the contract only for specific reasons, including:

1. **selling the property**, where the buyer wants vacant possession;
2. **own use**, for the landlord or a first-degree relative, provided the landlord has no other suitable home;
3. **demolition or reconstruction**, with the necessary permits;
4. **major renovation** that cannot be carried out with the tenant in place.

In each case, the landlord must give **twelve months’ notice**, served through a **notary public** or by **registered mail**. Notice by email or WhatsApp alone is not enough. If you recover a home for your own use, you are expected to occupy it, not let it to someone else at a higher rent.

## Ending a tenancy during the term

Within the term, a landlord can seek eviction only for serious breaches, such as:

- non-payment of rent within 30 days of a formal notice;
- subletting without the landlord’s consent;
- using the property illegally or for a purpose other than agreed;
- damage or alterations that put the property at risk.

These cases go through the Rental Disputes Centre.

## Selling a let property

A sale does **not** end the lease. The buyer steps into your shoes and is bound by the existing contract, including its renewal rights. If you want to sell with vacant possession, serve twelve months’ notice on the grounds of sale before you market the home, or sell to an investor who values the tenancy. Our [selling guide](/blog/selling-your-dubai-property) explains the rest of the process.

## Deposits and the condition of the home

Carry out a **move-in inspection** with photographs and have the tenant sign it. At move-out, compare. You may deduct from the deposit only for damage beyond normal wear and tear, and for unpaid bills. Marks from furniture and faded paint after several years are wear and tear; a broken door is not.

## Good practice

- Keep the **Ejari registration** current at each renewal.
- Respond to maintenance requests quickly, particularly air conditioning in summer.
- Talk to your tenant three or four months before expiry. Good tenants are worth keeping.
- Price renewals realistically: an empty month often costs more than a small increase would have earned.

> The most expensive tenancy is usually the one that ends in a dispute. Clear notices, served on time, prevent almost all of them.

If you let from abroad, our guide to [managing a rental from a distance](/blog/managing-a-rental-from-abroad) explains how a property manager can handle notices and renewals for you.`,
  }),
  article({
    id: 18,
    slug: 'managing-a-rental-from-abroad',
    topic: 'renting-leasing',
    title: 'Managing a Dubai rental from abroad: a practical playbook for overseas landlords',
    excerpt:
      'Letting a Dubai home while you live elsewhere is routine with the right set-up. Property managers, utilities, cheques, maintenance and the paperwork you need, in order.',
    author: 'Dmitri Volkov',
    publishedAt: '2026-01-08',
    coverAlt: 'A laptop and a phone on a desk in golden-hour light, the screen showing a residential tower, with the city visible through the window behind',
    takeaways: [
      'Full property management usually costs around 5% of the annual rent and covers tenants, Ejari, maintenance and renewals.',
      'A limited power of attorney lets your manager act for you without giving away control of the property.',
      'Service the air conditioning before each summer, as it is the most common cause of tenant complaints.',
      'Keep a calendar of renewal notice dates, because missing the 90-day window locks in the current rent for another year.',
    ],
    body: `More than half of the landlords we work with live outside the UAE. Some have never met their tenants; a few have not visited their apartment since the day they bought it. That works because Dubai’s rental system is largely digital and because good property managers handle the rest. This playbook sets out how to organise it.

## Choose your model

There are three common ways to let a home from abroad.

1. **Self-management.** You find the tenant through an agent, then handle everything else yourself. Possible, but hard from a different time zone, especially when the air conditioning fails in August.
2. **Letting only.** An agent finds and vets the tenant, registers the contract and hands over. You manage the tenancy afterwards. The fee is usually paid by the tenant.
3. **Full property management.** A manager takes care of the tenancy from start to finish for a fee, commonly **around 5% of the annual rent**, sometimes with a minimum.

For most overseas owners, full management is worth it.

## What a good manager does

- Markets the home, arranges viewings and checks prospective tenants’ identity and employment.
- Registers the contract on **Ejari** and collects the cheques and the security deposit.
- Carries out move-in and move-out inspections with photographs.
- Coordinates maintenance through approved contractors, within a spending limit you set.
- Pays service charges and other bills on your behalf, if you wish.
- Serves **renewal notices** on time and negotiates renewals within the rental index.
- Sends you a clear monthly or quarterly statement.

## Banking and rent collection

Post-dated cheques remain common in Dubai, typically one to four per year. They must be drawn in favour of the owner and deposited into a UAE bank account, or into the manager’s client account if you authorise it. Several UAE banks open accounts for non-residents. More tenants now pay by bank transfer or direct debit, which makes remote management simpler.

## Utilities

The tenant normally opens the **DEWA** account in their own name and pays the bills, using the Ejari certificate. Where the building uses district cooling, the tenant usually holds that account too. At move-out, the manager checks that final bills are settled before releasing the deposit.

## Maintenance

- **Annual maintenance contracts**, typically costing AED 2,000–4,000 a year for an apartment, cover routine repairs and emergency call-outs.
- **Air conditioning** should be serviced every spring, before the summer heat. It is the most common cause of tenant complaints and the most expensive to neglect.
- Agree a **spending limit**, for example AED 1,000, below which the manager can approve repairs without asking you.

## Insurance

The building is insured through the service charge. Landlord insurance covering your fixtures, fittings and liability is inexpensive and sensible. Tenants should insure their own contents.

## The paperwork to keep

- Title deed and passport copy.
- A **limited power of attorney** for your manager, if they are to sign contracts or notices for you. Our [guide to powers of attorney](/blog/buying-from-abroad-power-of-attorney) explains how to prepare one abroad.
- Each tenancy contract and Ejari certificate.
- Move-in and move-out reports.
- Service charge receipts and maintenance invoices.

## The landlord’s calendar

| When | What |
| --- | --- |
| 4–5 months before expiry | Discuss renewal intentions with the tenant |
| 90 days before expiry | Last day to serve notice of any change in rent or terms |
| March–April | Air-conditioning service |
| Quarterly or as invoiced | Service charge instalments |
| At each renewal | Ejari renewal and new cheques |
| 12 months ahead | Notice by notary or registered mail if you will sell with vacant possession |

## Choosing a manager

Ask any manager you are considering:

1. Are they **RERA-licensed**, and can they show their office registration number?
2. Do they hold tenants’ deposits and rent in a **separate client account**?
3. What exactly does the fee include, and what is extra?
4. How quickly do they respond to maintenance requests, and who are their contractors?
5. Can they show a sample statement?

> The right manager makes a Dubai rental feel like a bond: steady income, few surprises.

For the rules on renewals and notices, read our [landlord’s guide](/blog/landlord-guide-renewals-notices). If you are still choosing a property to let, start with areas where tenant demand is deepest, such as [Jumeirah Lake Towers](/catalog?location=jumeirah-lake-towers).`,
  }),
  article({
    id: 19,
    slug: 'rent-or-buy-dubai',
    topic: 'renting-leasing',
    title: 'Rent or buy in Dubai? How to weigh the decision for a five-year stay',
    excerpt:
      'With rents high and mortgages open to residents, many newcomers ask whether to keep renting or buy. A framework for the decision, with a worked example.',
    author: 'Anna Schneider',
    publishedAt: '2025-11-13',
    coverAlt: 'A row of modern townhouses under a clear sky, with young trees along the pavement and a plain board on one front lawn',
    takeaways: [
      'Buying costs roughly 7–8% of the price up front with a mortgage, so it rarely pays over a stay shorter than four or five years.',
      'Compare rent with the unrecoverable costs of owning: interest, service charges, maintenance and the return your deposit could earn elsewhere.',
      'In our worked example, owning and renting cost about the same before any change in the home’s value.',
      'Flexibility, job security and schooling often decide the question more than the spreadsheet does.',
    ],
    body: `Most people who move to Dubai rent first, and that is sensible: it takes time to learn the city and decide where you want to live. After a year or two, many of our clients ask whether they should keep paying rent or buy. There is no universal answer, but there is a clear way to think about it.

## Compare the right things

It is tempting to compare the monthly rent with a monthly mortgage payment. That comparison is misleading, because part of each mortgage payment repays the loan and stays your money. The fair comparison is between rent and the **unrecoverable costs** of owning:

- **mortgage interest**, not the full repayment;
- **service charges** and maintenance;
- **buying and selling costs**, spread over the years you own the home;
- the **return you give up** on the cash tied up in the deposit.

## A worked example

Consider a two-bedroom apartment worth AED 2,000,000 that would rent for around AED 150,000 a year. A resident buyer takes an 80% mortgage of AED 1,600,000 over 25 years at around 4.5%, and plans to stay five years. The figures are rounded.

### Renting

- Rent: **AED 150,000** a year.

### Owning: the annual unrecoverable costs

- Mortgage interest in the early years: around **AED 71,000**.
- Service charges: around **AED 22,000**.
- Maintenance and insurance: around **AED 6,500**.
- Return forgone on the AED 550,000 of deposit and fees, at 4%: around **AED 22,000**.
- Buying costs of about AED 150,000 and selling costs of about AED 50,000, spread over five years: around **AED 40,000**.

Total: around **AED 161,500** a year, against AED 150,000 of rent.

On these assumptions, owning costs slightly more than renting if the apartment’s value stands still. If it rises by 2% a year, the gain of roughly AED 40,000 a year tips the balance towards buying. If prices fall, renting wins. The break-even point is close, which is exactly why the non-financial factors matter.

## Time is the biggest variable

Buying and selling costs are paid once, so the longer you stay, the smaller they are per year. Over three years, they add more than AED 65,000 a year to the cost of owning in the example above. Over ten years, they fall to around AED 20,000. As a rule of thumb, buying rarely makes sense for a stay of **less than four or five years**.

## Questions beyond the numbers

- **How secure is your job?** A mortgage assumes steady income. If your role depends on a single contract, renting keeps you flexible.
- **Where will your children go to school?** School choice often decides the neighbourhood, and changing schools can force a move.
- **Do you value stability?** Owners cannot be asked to leave at the end of a lease, and they can renovate as they wish.
- **Do you want a residence visa through property?** Ownership of AED 2 million or more can support a ten-year Golden Visa; see our [Golden Visa guide](/blog/golden-visa-through-property).
- **Could you let the home if you leave?** A home that would rent well is a safer purchase for an expatriate whose plans may change.

## When renting makes sense

- You expect to stay fewer than four years.
- You have not yet settled on a neighbourhood or school.
- Your income is variable or tied to a short contract.
- You would need to stretch your budget to buy the home you want.

## When buying makes sense

- You plan to stay five years or more.
- You have a stable income and a deposit without using your emergency savings.
- The home would let easily if you moved on.
- You want long-term residence through property.

## Practical next steps

If you are leaning towards buying, start with a **mortgage pre-approval** to fix your budget, and read our guide to [buying costs](/blog/dubai-property-buying-costs) to plan the cash you need. Many families we work with look first at communities such as [Dubai Hills Estate](/catalog?location=dubai-hills-estate), where owning and renting have both been popular.

> The right answer is rarely the cheapest one in a spreadsheet. It is the one that fits how long you will stay and how much certainty you want.`,
  }),
  article({
    id: 20,
    slug: 'dubai-hills-estate-family-guide',
    topic: 'lifestyle-community',
    title: 'Dubai Hills Estate for families: schools, parks, golf and everyday life',
    excerpt:
      'Green, central and built around a championship golf course, Dubai Hills Estate has become one of the city’s most popular family addresses. A guide to its neighbourhoods and daily life.',
    author: 'Anna Schneider',
    publishedAt: '2026-06-02',
    coverAlt: 'Family villas beyond a rolling fairway in warm evening light, with a flag on the green, palms in the foreground and the city skyline far off',
    takeaways: [
      'Dubai Hills Estate is built around an 18-hole golf course and a large central park, with schools, a hospital and a mall inside the community.',
      'Townhouses and villas suit families, while apartments around the park and the boulevard suit couples and investors.',
      'Daily life is car-based, with Downtown and Dubai Marina around 15–20 minutes away.',
      'Check KHDA ratings and waiting lists early, as popular schools fill quickly.',
    ],
    body: `When families relocating to Dubai tell us what they want, the list is usually the same: space, greenery, good schools, a short drive to work and a sense of neighbourhood. Dubai Hills Estate was designed around exactly that brief, and in a few years it has become one of the most sought-after family addresses in the city.

## At a glance

Dubai Hills Estate is a master community developed by Emaar and Meraas, covering around 2,700 acres between Al Khail Road and Umm Suqeim Street. At its centre is an **18-hole championship golf course**, surrounded by villa and townhouse neighbourhoods, with apartment buildings clustered around a central park and a boulevard. It sits almost exactly between Downtown and Dubai Marina, each around 15–20 minutes by car.

## The neighbourhoods

The community is a collection of smaller gated neighbourhoods, each with its own character.

- **Villa enclaves** along the fairways and in quieter cul-de-sacs, from four-bedroom family homes to large custom mansions on Emerald Hills plots.
- **Townhouse neighbourhoods** such as Maple and the newer phases further from the golf course, popular with young families.
- **Apartment buildings** around Dubai Hills Park and the boulevard, from studios to large three-bedroom homes, many with views over the park or the golf course.

Newer launches, such as [Hillcrest Townhouses](/catalog/25-hillcrest-townhouses) and [Hills Parkside Residences](/catalog/23-hills-parkside-residences), sit alongside established villa streets such as those of [Fairway Grove Villas](/catalog/24-fairway-grove-villas).

## Parks and outdoor life

Outdoor life is the community’s strongest selling point. **Dubai Hills Park** has sports courts, a skate park, a splash pad, dog parks and long running and cycling loops. Smaller pocket parks and play areas are spread through every neighbourhood, and a cycle track runs around much of the community. The golf club welcomes members and visitors and has a driving range and restaurants.

From October to April, weekend mornings in the park are among the most pleasant in Dubai.

## Schools

Several schools sit inside the community or a short drive away, across British, IB and American curricula, including **GEMS Wellington Academy – Al Khail** on the community’s edge. Within 15 minutes there is a wide choice of established schools in Al Barsha, Al Quoz and Nad Al Sheba.

Two pieces of advice:

1. Check each school’s latest **KHDA inspection rating**, published by Dubai’s education regulator.
2. Apply early. Waiting lists for popular year groups can run to a year or more, and a school place often decides which neighbourhood makes sense.

## Healthcare and shopping

**King’s College Hospital London** has a hospital in Dubai Hills, with specialist clinics and an emergency department. **Dubai Hills Mall** provides supermarkets, fashion, a cinema and an indoor play area, and smaller neighbourhood retail centres cover the daily essentials.

## Getting around

Dubai Hills Estate is a driving community. There is no metro station inside it, and most families have two cars. Al Khail Road gives fast access to Downtown, Business Bay and the airport; Umm Suqeim Street and Sheikh Mohammed Bin Zayed Road link to the Marina and Jebel Ali. Peak-hour traffic at the main entrances is the main frustration residents mention.

## Prices and rents

As a broad guide in 2026:

- **apartments** from under AED 2 million for one- and two-bedroom homes;
- **townhouses** from around AED 4–5 million;
- **villas** from the high single-digit millions, rising steeply for golf-course frontage and larger plots.

Rents follow the same pattern, with three-bedroom townhouses among the most requested homes in the city. Gross yields of around 5–6% are typical for apartments and a little lower for villas.

## Who it suits

Dubai Hills Estate suits families who want space, parks and schools close at hand, and professionals who work in either Downtown or the Marina. It suits investors looking for tenants who stay for years. It is less suited to anyone who wants to live without a car or prefers the energy of a waterfront district.

If the Hills is on your shortlist, browse current [homes in Dubai Hills Estate](/catalog?location=dubai-hills-estate). If you are still deciding between renting and buying, our [rent-or-buy guide](/blog/rent-or-buy-dubai) may help.`,
  }),
  article({
    id: 21,
    slug: 'jvc-community-guide',
    topic: 'lifestyle-community',
    title: 'Jumeirah Village Circle: a practical guide for tenants and first-time buyers',
    excerpt:
      'Affordable, central and still growing, JVC is one of Dubai’s busiest rental markets. What living there is like, where to look, and what to check before you commit.',
    author: 'Priya Nair',
    publishedAt: '2026-03-26',
    coverAlt: 'Mid-rise apartment buildings around a small park with trees, a path and a playground in soft morning light',
    takeaways: [
      'JVC offers some of the most affordable modern homes in central Dubai, with gross yields of around 7–8%.',
      'Build quality varies widely between developers, so judge each building on its own record.',
      'There is no metro in JVC, and the exits onto the main roads are busy at peak times.',
      'A large pipeline of new buildings gives tenants room to negotiate and asks landlords to price realistically.',
    ],
    body: `Jumeirah Village Circle, known to everyone as JVC, is where many people buy their first Dubai home and where many more rent their first apartment. It offers modern buildings at prices well below the waterfront districts, a central location and a neighbourhood feel that has grown stronger as the community has filled in.

## Where and what

JVC sits in the heart of new Dubai, bounded by Al Khail Road, Hessa Street and Sheikh Mohammed Bin Zayed Road, with Dubai Marina around 15 minutes away and Downtown around 20–25. Its master plan, by Nakheel, is laid out as a circle of districts around a ring road, with mid-rise apartment buildings in the middle and townhouses and villas towards the edges.

Most buildings are between eight and twenty storeys, built by a wide range of developers over the past fifteen years, with new projects still rising on the remaining plots.

## Everyday life

- **Parks.** JVC has dozens of small parks, many with play areas and running paths, and most homes are a short walk from one.
- **Shopping.** Circle Mall serves the community with a supermarket, cinema and restaurants, and smaller retail strips on the ground floors of buildings provide cafés, pharmacies and laundries.
- **Dining.** The café scene has grown quickly, and weekend brunch at a local spot is part of community life.
- **Sport.** Gyms, padel courts and swimming pools are found in most newer buildings.

JVC is quieter than the Marina and busier than the villa communities: a practical, lived-in neighbourhood.

## Schools

Several schools sit in or beside JVC, including **JSS International School** inside the community and **Sunmarke School** in neighbouring Jumeirah Village Triangle, with more options in Al Barsha South a short drive away. As always, check each school’s latest KHDA rating and apply early.

## Getting around

JVC has **no metro station**, and residents rely on cars, taxis and buses. The community’s exits onto the main roads can be slow at peak times, and the ring road is busy in the mornings. If you commute to the Marina or Media City, the drive is short; to Downtown or DIFC, allow for traffic.

## Rents and prices

As a broad guide for annual leases in 2026:

- studios from around AED 50,000 to 65,000;
- one-bedroom apartments from around AED 70,000 to 95,000;
- two-bedroom apartments from around AED 100,000 to 140,000;
- townhouses from around AED 180,000 upwards.

One-bedroom apartments can be bought for under AED 1 million, and gross rental yields of around **7–8%** are common. Our [yield comparison](/blog/rental-yields-by-area-2026) shows how that translates into net income.

## Choosing a building

Because so many developers have built in JVC, quality varies more than in most communities. Before you rent or buy, check:

1. **The developer.** Look at their other completed buildings and how they have aged.
2. **Management.** Lobbies, lifts and pool decks show how well the building is run.
3. **Parking.** Some older buildings have limited parking and no visitor spaces.
4. **Service charges.** Compare the approved budget with neighbouring buildings.
5. **Surroundings.** A vacant plot next door today may be a construction site tomorrow.

## Supply

JVC has one of the largest pipelines of new apartments in Dubai, with many buildings due for handover over the next two years. For tenants, that means choice and room to negotiate. For buyers and landlords, it means pricing realistically and choosing buildings that will stand out when tenants have options.

## A note for first-time buyers

Many JVC buyers are residents buying their first home. Resident expatriates can usually borrow up to 80% of the value of a first home under AED 5 million, but the deposit is only part of the cash needed: add the 4% DLD fee, the agency commission and the mortgage costs set out in our [buying costs guide](/blog/dubai-property-buying-costs). A resale apartment with a good tenancy record, in a building with healthy finances, is often a safer first purchase than the cheapest unit in a new launch.

## Who it suits

JVC suits young professionals and couples, families who want a park and a school nearby at a moderate rent, and investors seeking higher yields at a lower entry price. Those who want to walk to the beach or take the metro will be happier elsewhere.

Browse current [homes in Jumeirah Village Circle](/catalog?location=jumeirah-village-circle), including new launches such as [Park Crescent by Ellington](/catalog/30-ellington-park-crescent) and established homes such as [Circle Mews Townhouses](/catalog/32-circle-mews-townhouses).`,
  }),
  article({
    id: 22,
    slug: 'palm-jumeirah-living',
    topic: 'lifestyle-community',
    title: 'Life on Palm Jumeirah: the fronds, the trunk and the crescent',
    excerpt:
      'The Palm is three neighbourhoods in one: private-beach villas on the fronds, apartments and dining on the trunk, and resorts on the crescent. How each part lives, and what it costs.',
    author: 'Marco Bellini',
    publishedAt: '2026-02-05',
    coverAlt:
      'A quiet beach on Palm Jumeirah at midday: loungers and parasols on pale sand, palms, and a resort with a great arch on the horizon across turquoise water',
    takeaways: [
      'Palm Jumeirah is three distinct neighbourhoods: frond villas with private beaches, the lively trunk and the resort-lined crescent.',
      'Frond villas are among Dubai’s most expensive homes and are valued heavily on beach, orientation and renovation.',
      'Trunk apartments offer beach-club access and the busiest daily life, with traffic at peak times.',
      'Long-term yields are below the city average, but demand for holiday homes is among the strongest in Dubai.',
    ],
    body: `Palm Jumeirah needs no introduction as an image. As a place to live, it is less well understood. The island is really three neighbourhoods, each with its own homes, pace and prices, and choosing well depends on knowing the difference.

## The layout

The Palm is built in three parts:

- the **trunk**, the broad spine running out from the mainland, lined with apartment buildings, hotels, restaurants and Nakheel Mall;
- the **fronds**, sixteen narrow branches on either side of the trunk, almost entirely villas with private beaches;
- the **crescent**, the curved breakwater around the whole island, home to resort hotels and branded residences, with the Atlantis resorts at its apex.

A monorail runs along the trunk from the mainland to Atlantis, and a tunnel links the trunk to the crescent.

## The fronds

The frond villas are among the most prestigious homes in Dubai. Each has a garden running down to its own stretch of beach, with the calm water of the lagoon between the fronds. Original villas have been widely rebuilt or renovated, and a renovated villa at the tip of a frond, with long sea views, can command a very large premium over an original one near the trunk.

When comparing frond villas, look at:

1. **Position on the frond.** Villas towards the tip have more open views and less passing traffic.
2. **Orientation.** Western-facing gardens catch the sunset; the quality of the beach varies between fronds.
3. **Condition.** Renovation costs on older villas can be substantial; a surveyor’s report is essential.

Prices run from the low tens of millions of dirhams into the very top of the Dubai market, as with [Frond Signature Villas](/catalog/17-frond-signature-villas).

## The trunk

The trunk is where most Palm residents live. Apartment buildings range from the early beachfront blocks, such as the Shoreline residences, with their shared beach clubs, to newer buildings with full hotel-style services. Life here is more urban: restaurants, cafés, supermarkets and gyms are close by, and the monorail and Nakheel Mall are within reach.

One- and two-bedroom apartments on the trunk offer the most affordable way to live on the Palm. Established buildings such as [Shoreline Palm Residences](/catalog/19-shoreline-palm-residences) sit alongside new projects such as [Azure Palm Beach Residences](/catalog/20-azure-palm-beach-residences).

## The crescent

The crescent is quieter and more resort-like, with long stretches of hotel beaches and a handful of branded residences. Living here feels like being on holiday, with the trade-off of a longer drive to the mainland through the tunnel and along the trunk.

## Daily life

- **Beaches.** The Palm has some of the best beach access in Dubai, from private frond beaches to beach clubs and the public **West Beach**.
- **Dining.** The Pointe, West Beach and the hotels offer a wide choice, and the Palm has become one of the city’s main dining destinations.
- **Schools.** There are few schools on the island itself. Families usually choose schools in Al Sufouh, Umm Suqeim and Emirates Hills, around 15–20 minutes away.
- **Traffic.** The trunk is the only road route onto the island, and it can be slow in the evenings and at weekends.

## Letting on the Palm

Long-term gross yields on the Palm are typically around **4.5–5.5%**, below the city average, because prices are high relative to rents. Holiday-home demand, however, is among the strongest in Dubai, and well-presented beach apartments can perform well as short-term lets. Our [holiday-home guide](/blog/holiday-home-permit-dtcm) explains the licence and the realistic numbers.

## Who it suits

The fronds suit families and buyers seeking privacy and a beach of their own. The trunk suits professionals, couples and investors who want the Palm lifestyle in an apartment. The crescent suits those who want a resort atmosphere and do not mind the drive.

> On the Palm, the address is the same but the life is not. Choose the part of the island before you choose the home.

Browse current [homes on Palm Jumeirah](/catalog?location=palm-jumeirah), or speak to our luxury team about off-market opportunities.`,
  }),
  article({
    id: 23,
    slug: 'dubai-creek-harbour-guide',
    topic: 'lifestyle-community',
    title: 'Dubai Creek Harbour: waterfront living beside the flamingos',
    excerpt:
      'A new district on the creek, facing the Downtown skyline and next to a wildlife sanctuary. What is finished, what is coming, and how it compares with older waterfront areas.',
    author: 'Wei Chen',
    publishedAt: '2025-11-27',
    coverAlt: 'Flamingos wading in the shallows at sunrise, with the towers of Dubai Creek Harbour across the water in soft morning light',
    takeaways: [
      'Dubai Creek Harbour pairs new waterfront towers with views of Downtown and the Ras Al Khor flamingo sanctuary.',
      'The district is still being built, so check the master plan for future towers in front of any view you are paying for.',
      'The Blue Line metro, due in 2029, will give the area a rail link it does not yet have.',
      'Prices per square foot sit below Downtown, with gross yields of around 5.5–6.5%.',
    ],
    body: `Few places in Dubai combine a city skyline with wildlife on the doorstep. At Dubai Creek Harbour, residents look across the water to Burj Khalifa in one direction and, in the other, to the mangroves and lagoons of the Ras Al Khor Wildlife Sanctuary, where flocks of flamingos spend the winter. It is one of the city’s most distinctive new districts, and one that is still taking shape.

## Where it is

Dubai Creek Harbour sits on the eastern bank of Dubai Creek, just upstream from the historic heart of the city. Downtown Dubai and Dubai International Airport are each around 10–15 minutes away by car, and Business Bay and DIFC are close by. It is one of the most central new waterfront communities in Dubai.

## The plan

The district is being developed by Emaar as a large mixed-use waterfront. Its main elements are:

- **residential towers** along the creek and the marina, many with views of the Downtown skyline;
- **Creek Beach**, a lagoon beach with cafés and restaurants;
- **Creek Marina**, with a promenade and berths;
- a planned **retail and leisure centre** at the heart of the district;
- parks and green corridors linking the neighbourhoods.

A landmark tower was planned at the district’s centre, but that project has long been paused, and buyers should not rely on it.

## Living there today

Several clusters of towers have been handed over, and the promenade, Creek Beach and a growing number of cafés, supermarkets and clinics serve residents. The atmosphere is calm, green and family-friendly, with joggers and cyclists along the water in the mornings.

The district is also still being built. Construction traffic, cranes and noise are part of daily life in some parts, and will be for several years. When choosing a home, ask what is planned on the plots around it.

## Schools and families

Nurseries have opened within the district, and families generally choose established schools in neighbouring Nad Al Sheba, Al Jaddaf and Mohammed Bin Rashid City, such as Repton School and Hartland International School, around 15–20 minutes away by car. Parks, the beach and car-free promenades make the Harbour comfortable for young children, and more community facilities are planned as new clusters are completed.

## The sanctuary

The **Ras Al Khor Wildlife Sanctuary** is a protected wetland of mangroves, mudflats and lagoons, home to flamingos and hundreds of other bird species. Public bird hides on its edge are open to visitors. For residents, the sanctuary guarantees open views and a rare sense of space so close to the city centre.

## Getting around

For now, Dubai Creek Harbour is reached by road. That will change with the **Blue Line** of the Dubai Metro, due to open in 2029, which will include a station in the district. Our [Blue Line article](/blog/metro-blue-line-communities) explains the route and what rail access has meant for other areas.

## Prices and rents

Prices per square foot sit noticeably below Downtown Dubai, despite the views of it, and well below the prime waterfronts of the Marina and the Palm. Gross rental yields of around **5.5–6.5%** are typical for apartments, and demand from tenants who work in Downtown, Business Bay and DIFC is steady.

## Buying off-plan in the Harbour

Much of the available stock is off-plan, with handovers planned over several years. Before buying:

1. **Check the view corridor.** A creek or skyline view is worth paying for only if nothing will be built in front of it. Ask for the master plan.
2. **Look at the cluster’s timing.** Homes in clusters that will be finished alongside shops and parks let more easily than those surrounded by building sites.
3. **Compare payment plans.** Emaar’s plans here often weight payments towards construction, with a smaller balance on handover; see our [payment plans guide](/blog/dubai-payment-plans-compared).

Projects currently on our books include [Creek Vista Residences](/catalog/35-creek-vista-residences) off-plan and the completed [Creek Beach Lagoon Views](/catalog/36-creek-beach-lagoon-views).

## Who it suits

Dubai Creek Harbour suits professionals working in the city centre, couples and young families who want calm, green surroundings, and investors with a medium-term horizon who are comfortable with a district still being completed.

Browse current [homes in Dubai Creek Harbour](/catalog?location=dubai-creek-harbour), or ask our team which clusters will be finished first.`,
  }),
  article({
    id: 24,
    slug: 'dubai-2040-master-plan-update',
    topic: 'news',
    title: 'Dubai 2040 Urban Master Plan: what the next phase means for buyers',
    excerpt:
      'Five years into the plan, the city’s growth corridors are taking shape. A short guide to the urban centres, transport links and green projects that will shape property values to 2040.',
    author: 'Omar Al Marzouqi',
    publishedAt: '2026-11-12',
    coverAlt:
      'An abstract plan of the city seen from above: districts in sand and green, the coast and the creek in blue, and five rings marking the urban centres',
    takeaways: [
      'The 2040 plan directs growth into five urban centres, including Expo City and Dubai Silicon Oasis.',
      'Dubai’s population passed four million in 2025, on the way to the plan’s forecast of around 5.8 million by 2040.',
      'Transport projects such as the Blue Line and the Al Maktoum International expansion are the clearest signals of where demand will grow.',
      'Treat master-plan timelines as a direction of travel rather than a guarantee when you price a purchase.',
    ],
    body: `In March 2021, Dubai published its **2040 Urban Master Plan**, a twenty-year framework for how the city will grow. Five years on, the plan has moved from drawings to construction: new metro lines are being built, an airport city is taking shape in the south, and the first of the promised green corridors and public beaches are opening. For property buyers, the plan is one of the most useful documents available, because it shows where the city intends to put people, jobs and transport.

## The plan in brief

The plan’s central forecast is for Dubai’s population to grow from around 3.3 million in 2020 to around **5.8 million by 2040**. To accommodate that growth without sprawl, it focuses development on a set of **urban centres**, each with its own role:

1. **Deira and Bur Dubai**, the historic heart of the city;
2. **Downtown and Business Bay**, the business and financial centre;
3. **Dubai Marina and JBR**, the tourism and leisure centre;
4. **Expo City Dubai**, a new centre for exhibitions, logistics and the future airport city;
5. **Dubai Silicon Oasis**, a centre for science, technology and innovation.

Around these centres, the plan sets ambitious targets: to roughly **double green and recreational space**, to extend **public beaches** substantially, to keep large areas of the emirate as nature reserves and countryside, and to place most residents within easy reach of daily services and public transport, the so-called twenty-minute city.

## Where things stand in late 2026

### Population

Dubai’s population passed **four million** in 2025, and growth has continued through 2026. The city is, if anything, moving faster than the plan’s long-term path, which is one reason new housing supply remains a central policy theme.

### Transport

- **The Blue Line** of the Dubai Metro is under construction and due to open in 2029, linking Dubai Creek Harbour, International City, Dubai Silicon Oasis and Mirdif to the existing network. Our [Blue Line article](/blog/metro-blue-line-communities) looks at the route in detail.
- **Al Maktoum International Airport** in Dubai South is being expanded to become the city’s main airport over the coming decade, anchoring growth around Expo City. See our [update on Expo City and Dubai South](/blog/expo-city-dubai-south-update).
- **Route 2020**, the Red Line branch opened in 2021, already connects Expo City to the metro.

### Green space and beaches

New parks, cycling routes and public beach projects have been announced and opened in stages, including longer stretches of public beach and beaches open in the evening. Proposals for long green corridors linking neighbourhoods show the plan’s direction, even where timelines are still being set.

## What it means for property

A master plan does not set prices. It does show where public money, transport and jobs will go, and over time property values tend to follow.

- **Follow the transport.** Homes within walking distance of a new metro station usually let faster and hold their value better once the line opens.
- **Watch the new centres.** Expo City and Dubai Silicon Oasis are designated as urban centres. Both are earlier in their development than Downtown or the Marina, with lower entry prices and more uncertainty.
- **Mixed-use communities.** The twenty-minute-city principle favours neighbourhoods where schools, shops, parks and transport are close together. Buyers increasingly reward that, and developers are designing for it.
- **Green frontage.** Homes facing protected parks, golf courses or nature reserves are less likely to lose their views.

## The caveats

- **Timelines move.** Some projects in the plan will arrive early, others late, and a few may change shape. Price a purchase on what is built or firmly under construction, and treat the rest as upside.
- **Supply follows demand.** The areas the plan favours are also where developers are launching most actively. Strong fundamentals do not prevent a temporary oversupply.
- **The plan is a framework.** Detailed zoning and permits come project by project, so check the specific plot.

## How we use it

When we advise on a purchase, we read the master plan alongside the Dubai Land Department’s transaction data and the developer’s own plans. The questions are simple: what will be built nearby, how will residents travel, and will this home still be in a neighbourhood people want to live in ten years from now?

> The 2040 plan is the city’s own map of where it is going. It is worth reading before you decide where to invest.

If you are considering one of the emerging centres, browse current homes in [Dubai South](/catalog?location=dubai-south) or speak to our land and off-plan team.`,
  }),
  article({
    id: 25,
    slug: 'expo-city-dubai-south-update',
    topic: 'news',
    title: 'Expo City and Dubai South: the new city around Al Maktoum International takes shape',
    excerpt:
      'With the airport expansion under way and Expo City filling with residents and businesses, the south of Dubai is changing fast. What has been announced, what is built, and what it means for buyers.',
    author: 'Darius Tehrani',
    publishedAt: '2026-05-06',
    coverAlt: 'An airliner climbing over new low-rise homes and palms, with the lattice dome of Expo City in the distance under a clear morning sky',
    takeaways: [
      'The AED 128 billion expansion of Al Maktoum International is planned to make it Dubai’s main airport over the coming decade.',
      'Expo City already has a metro connection on the Red Line’s Route 2020 branch.',
      'Dubai South offers some of the lowest entry prices in Dubai, but services and transport are still catching up.',
      'Buy here with a long horizon, as the airport’s move will take years to play out.',
    ],
    body: `For most of Dubai’s modern history, the city has grown along the coast towards the south-west. The next chapter is being written further inland, around Al Maktoum International Airport, the former Expo 2020 site and the master community of Dubai South. This update summarises what has been announced, what already exists and how we think about property in the area.

## The airport

In 2024 Dubai approved a **AED 128 billion** expansion of **Al Maktoum International Airport** (DWC). When complete, it is planned to handle up to around 260 million passengers a year, several times the capacity of Dubai International today, with operations moving from Dubai International to the new airport over the coming decade.

Construction of the new passenger facilities is under way, and the project is being delivered in phases. For the surrounding area, the airport means tens of thousands of jobs in aviation, logistics and hospitality, and a long-term reason for people to live nearby.

## Expo City Dubai

The site that hosted Expo 2020 has been turned into **Expo City Dubai**, a permanent district of offices, exhibition halls, residential neighbourhoods, parks and attractions around the domed **Al Wasl Plaza**. The Dubai Exhibition Centre is being expanded, several companies have moved offices there, and the first residential neighbourhoods are occupied.

Expo City is one of the five urban centres of the [Dubai 2040 Urban Master Plan](/blog/dubai-2040-master-plan-update), which places it at the heart of the city’s long-term growth.

## Dubai South

**Dubai South** is the wider master community around the airport, with a residential district, a logistics district, a business park and an aviation district. Developers including Emaar and Dubai South Properties are building villa, townhouse and apartment communities, many with lagoons and parks, at prices among the lowest for new homes in Dubai.

Examples on our books include [Greenview Townhouses](/catalog/54-emaar-south-greenview-townhouses), [Expo Grove Residences](/catalog/58-aldar-expo-grove-residences) and [South Bay Lagoon Villas](/catalog/57-south-bay-lagoon-villas).

## Getting there

- **Metro:** Route 2020, the Red Line branch opened in 2021, connects Expo City to the rest of the network.
- **Road:** Sheikh Mohammed Bin Zayed Road and Emirates Road link the area to the rest of the city. Dubai Marina is around 25–35 minutes by car, and Downtown around 35–45.
- **Rail:** national rail links planned across the UAE are expected to add connections over time.

## What it means for buyers

### The case for

- **Entry prices.** New townhouses and villas in Dubai South cost a fraction of comparable homes closer to the coast.
- **Long-term demand.** If the airport move proceeds as planned, the area will become a major employment centre.
- **Space.** Plots are larger, and communities are being designed with parks and lagoons.

### The case for caution

- **Time.** The airport’s transition will take years. Rental demand will build gradually, not overnight.
- **Services.** Schools, clinics and shops are still arriving in some neighbourhoods.
- **Supply.** Many communities are being launched at once, which could hold back rents while they fill.
- **Distance.** For anyone working in Downtown, DIFC or the Marina today, the commute is long.

## Questions to ask before buying in the south

- How far is the home from the Route 2020 stations, and from the airport’s planned terminals?
- Which schools, clinics and shops are open today, and which are only planned?
- How many homes in the same community are due for handover in the same year?
- Is the payment plan weighted towards handover, so that less cash is committed while the area matures?

## Our view

Dubai South and Expo City are among the clearest long-term growth stories in Dubai, backed by public infrastructure on a very large scale. They suit buyers with a horizon of seven to ten years, owner-occupiers who will work nearby, and investors who can accept modest early rents in exchange for potential growth as the airport grows.

> The south of Dubai is a bet on infrastructure that is already being built. The question is not whether it arrives, but how long you are prepared to wait.

Browse current [homes in Dubai South](/catalog?location=dubai-south), or read our guide to [payment plans](/blog/dubai-payment-plans-compared), which matter greatly in a market dominated by off-plan launches.`,
  }),
  article({
    id: 26,
    slug: 'metro-blue-line-communities',
    topic: 'news',
    title: 'Dubai Metro Blue Line: the communities set to gain from the new route',
    excerpt:
      'Construction is under way on the Blue Line, due to open in 2029. Where it runs, which neighbourhoods it connects, and how rail access has affected property values before.',
    author: 'Omar Al Marzouqi',
    publishedAt: '2026-04-01',
    coverAlt: 'An elevated metro train crossing a curved viaduct at dusk, with towers and lit windows behind it',
    takeaways: [
      'The Blue Line will add around 30 kilometres and 14 stations to the metro, with opening targeted for 2029.',
      'It links the Red and Green lines through Dubai Creek Harbour, International City, Dubai Silicon Oasis and Mirdif.',
      'Homes within a short walk of a station have historically let faster and at firmer rents.',
      'Part of the benefit is usually priced in before a line opens, so buy on the fundamentals first.',
    ],
    body: `The Dubai Metro has shaped the city since its first line opened in 2009. Neighbourhoods along the Red and Green lines, from Dubai Marina to Deira, have benefited from direct rail links to the city’s business districts and airport. The next line, the **Blue Line**, is now under construction, and for several communities in the east and south-east of the city it promises the biggest change in accessibility since they were built.

## The route

The Blue Line will add around **30 kilometres** of track and **14 stations**, partly underground and partly elevated, with opening targeted for **2029**. It connects with the existing network at both ends:

- with the **Green Line** at Creek station, near Al Jaddaf;
- with the **Red Line** at Centrepoint, in Al Rashidiya.

Between them, it serves **Dubai Creek Harbour**, where an architecturally distinctive station is planned, Ras Al Khor, **International City**, **Dubai Silicon Oasis**, Academic City, **Mirdif** and Al Warqa.

## The communities that gain

### Dubai Creek Harbour

A new waterfront district that is currently reached only by road. A station will make it one of the best-connected new communities in the city, linking residents to Downtown and the airport by rail. Our [Creek Harbour guide](/blog/dubai-creek-harbour-guide) describes the district in detail.

### International City

One of Dubai’s most affordable residential areas, with a large population of tenants. Metro access will shorten commutes considerably and is likely to broaden the area’s appeal.

### Dubai Silicon Oasis and Academic City

Dubai Silicon Oasis is designated as one of the five urban centres of the [2040 master plan](/blog/dubai-2040-master-plan-update), with a focus on technology businesses. Academic City houses several universities. Both stand to gain from a direct link to the rest of the network.

### Mirdif and Al Warqa

Established villa communities popular with families, close to the airport. Rail access adds an option for commuters and may lift demand for the apartments and townhouses near the stations.

## What rail access has done before

Experience from the Red and Green lines gives a useful guide, though not a forecast.

- **Rents.** Homes within a short walk of a station, roughly ten minutes or less, have tended to let faster and at firmer rents than similar homes further away.
- **Tenant pool.** Metro access widens the pool of tenants to those without cars, which shortens empty periods.
- **Values.** Price premiums for station proximity have been visible but moderate, and much of the gain tends to appear before a line opens, as buyers anticipate it.

The benefit is strongest within walking distance and fades quickly beyond it. A home a 25-minute walk from a station gains little.

## How to position

1. **Buy on fundamentals first.** A home should make sense on its own merits: price, quality, layout and running costs. The metro is an addition, not the whole case.
2. **Measure the walk.** Look at the actual walking route to the planned station, not the straight-line distance. Shade and crossings matter in Dubai’s climate.
3. **Mind the construction years.** Homes beside station sites will live with construction until 2029.
4. **Compare entry points.** Some communities on the route, such as International City, start from very low prices; others, such as Dubai Creek Harbour, already price in part of the benefit.

## Beyond the Blue Line

The Roads and Transport Authority continues to extend the network: Route 2020 already serves Expo City, the tram serves the Marina and JBR, and further lines and extensions are planned under the 2040 master plan. Transport remains one of the clearest indicators of where Dubai’s next neighbourhoods will form.

> Rail access rarely makes a poor property good, but it can make a good property easier to let for decades.

Browse current [homes in Dubai Creek Harbour](/catalog?location=dubai-creek-harbour), one of the communities with the most to gain from the new line, or ask our team about opportunities near the planned stations.`,
  }),
]
