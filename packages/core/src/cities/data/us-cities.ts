import { defineCity, type CityCopy } from '../types.ts';

/** The city pages of the route table (docs/product/search-and-cities.md#city-pages). */
export const US_CITIES: CityCopy[] = [
  defineCity({
    slug: 'new-york',
    name: 'New York',
    country: 'United States',
    state: 'New York',
    timeZone: 'America/New_York',
    currency: 'USD',
    metaDescription:
      'Book photo studios, meeting rooms, rooftops and event lofts in New York by the hour. Verified hosts in Chelsea, SoHo and Williamsburg, secure payment.',
    metaKeywords: 'New York studio rental, NYC event space, meeting room Manhattan, Brooklyn loft by the hour',
    description:
      'From daylight lofts in Chelsea to rooftops with a view of the Manhattan skyline, New York has a room for every shoot, pitch and party. Book it for the hours you need and walk in ready to work.',
    features: [
      ['Daylight Lofts', 'Former factory floors with tall windows and freight elevators for your gear.'],
      ['Skyline Rooftops', 'Terraces for golden-hour shoots, launches and summer evenings above the city.'],
      ['Subway Close', 'Most spaces are a short walk from a subway stop, so your crew arrives on time.'],
      ['Book by the Hour', 'Pay for the morning you need, not the whole day.'],
    ],
    areas: [
      ['Chelsea', 'Gallery row and converted warehouses full of white-cyclorama photo studios.'],
      ['SoHo', 'Cast-iron buildings with showrooms and bright lofts for pop-ups and presentations.'],
      ['Williamsburg', 'Brooklyn rooftops, music rooms and makers’ spaces a stop from Manhattan.'],
    ],
  }),
  defineCity({
    slug: 'los-angeles',
    name: 'Los Angeles',
    country: 'United States',
    state: 'California',
    timeZone: 'America/Los_Angeles',
    currency: 'USD',
    metaDescription:
      'Rent production studios, camper vans, event venues and gear in Los Angeles by the hour or day. Trusted hosts from the Arts District to Santa Monica.',
    metaKeywords: 'Los Angeles studio rental, LA event venue, camper van rental LA, film location by the hour',
    description:
      'Los Angeles runs on light and ideas. Rent a sound stage in the Arts District, a Silver Lake bungalow for a music video or a camper van for a weekend up the coast.',
    features: [
      ['Production Ready', 'Studios with blackout, cycloramas and power for lighting rigs.'],
      ['Year-Round Sun', 'Patios and gardens you can count on for outdoor shoots in any season.'],
      ['Wheels Included', 'Convertibles, vans and cargo trucks for location days across the basin.'],
      ['Local Hosts', 'Owners who know the permits, the parking and the best taco truck nearby.'],
    ],
    areas: [
      ['Arts District', 'Murals, warehouses and sound stages east of downtown.'],
      ['Silver Lake', 'Hillside homes, courtyards and intimate music rooms around the reservoir.'],
      ['Santa Monica', 'Beach light, ocean breeze and bright studios near the pier.'],
    ],
  }),
  defineCity({
    slug: 'chicago',
    name: 'Chicago',
    country: 'United States',
    state: 'Illinois',
    timeZone: 'America/Chicago',
    currency: 'USD',
    metaDescription:
      'Book meeting rooms, lofts, kitchens and event spaces in Chicago by the hour. West Loop, Wicker Park and River North hosts, secure payment.',
    metaKeywords: 'Chicago event space, meeting room Chicago, West Loop loft rental, commissary kitchen Chicago',
    description:
      'Chicago’s brick lofts and river views make room for everything from board meetings to supper clubs. Find a space near the L and book it in minutes.',
    features: [
      ['Loft Character', 'Exposed brick, timber beams and big industrial windows.'],
      ['Riverfront Views', 'Terraces and glass rooms above the Chicago River.'],
      ['Chef Kitchens', 'Licensed commercial kitchens for pop-ups, classes and test batches.'],
      ['Winter Friendly', 'Heated, accessible spaces with coat racks and loading docks.'],
    ],
    areas: [
      ['West Loop', 'Restaurant row, former meatpacking lofts and chef kitchens.'],
      ['Wicker Park', 'Independent studios, music rooms and storefronts under the Blue Line.'],
      ['River North', 'Galleries, showrooms and glass meeting rooms by the river.'],
    ],
  }),
  defineCity({
    slug: 'houston',
    name: 'Houston',
    country: 'United States',
    state: 'Texas',
    timeZone: 'America/Chicago',
    currency: 'USD',
    metaDescription:
      'Rent event venues, studios, trucks and tools in Houston by the hour or day. Hosts in Montrose, The Heights and EaDo, secure payment.',
    metaKeywords: 'Houston event venue, Houston studio rental, truck rental Houston, Montrose space by the hour',
    description:
      'Houston is big, generous and always building something. Book a courtyard in Montrose, a bungalow studio in The Heights or a trailer of tools for the weekend.',
    features: [
      ['Room to Spread Out', 'Generous square footage and parking on site for most spaces.'],
      ['Cool Interiors', 'Air-conditioned studios and venues for the long Gulf summer.'],
      ['Tools and Trucks', 'Pickups, trailers and power tools for move-ins and builds.'],
      ['Diverse Venues', 'From Gulf-coast patios to downtown conference floors.'],
    ],
    areas: [
      ['Montrose', 'Art cars, galleries and leafy courtyards for intimate events.'],
      ['The Heights', 'Craftsman bungalows, porches and converted studios on quiet streets.'],
      ['EaDo', 'Warehouse venues and murals beside the stadium in East Downtown.'],
    ],
  }),
  defineCity({
    slug: 'phoenix',
    name: 'Phoenix',
    country: 'United States',
    state: 'Arizona',
    timeZone: 'America/Phoenix',
    currency: 'USD',
    metaDescription:
      'Find spaces, ATVs and desert experiences to rent in Phoenix. Book by the hour in Downtown Phoenix, Scottsdale and Tempe with verified hosts.',
    metaKeywords: 'Phoenix space rental, Scottsdale event venue, ATV rental Phoenix, Tempe meeting room',
    description:
      'Sunrise over the Sonoran Desert, cool adobe studios at noon and patios that glow at dusk. Phoenix hosts offer spaces, trail machines and guided desert days.',
    features: [
      ['Desert Light', 'Warm, even light for portraits and product shoots almost every day of the year.'],
      ['Trail Machines', 'ATVs and dirt bikes with helmets, maps and trail advice included.'],
      ['Resort Patios', 'Pool decks and courtyards for receptions under the stars.'],
      ['Shade and Cool', 'Air-conditioned studios for the hottest afternoons.'],
    ],
    areas: [
      ['Downtown Phoenix', 'Roosevelt Row galleries, lofts and event rooms near the light rail.'],
      ['Scottsdale', 'Resort courtyards, design studios and the Old Town dining strip.'],
      ['Tempe', 'Lakeside venues and meeting rooms beside Arizona State University.'],
    ],
  }),
  defineCity({
    slug: 'philadelphia',
    name: 'Philadelphia',
    country: 'United States',
    state: 'Pennsylvania',
    timeZone: 'America/New_York',
    currency: 'USD',
    metaDescription:
      'Rent studios, meeting rooms and event spaces in Philadelphia by the hour. Hosts in Old City, Fishtown and Rittenhouse, secure payment.',
    metaKeywords: 'Philadelphia studio rental, Fishtown event space, Rittenhouse meeting room, Old City loft',
    description:
      'Cobblestones, rowhouses and a maker spirit. Philadelphia gives you colonial brick, converted mills and elegant townhouse parlours, all bookable by the hour.',
    features: [
      ['Historic Character', 'Townhouse parlours and cobbled courtyards with real history.'],
      ['Maker Mills', 'Converted textile mills with freight elevators and tall ceilings.'],
      ['Easy Regional Access', 'A short train ride from New York and Washington.'],
      ['Fair Rates', 'Big-city spaces at prices that leave room in the budget.'],
    ],
    areas: [
      ['Old City', 'Cobblestone streets, galleries and loft studios by the Delaware.'],
      ['Fishtown', 'Music venues, breweries and converted warehouses with character.'],
      ['Rittenhouse', 'Elegant townhouses and boardrooms around the square.'],
    ],
  }),
  defineCity({
    slug: 'san-antonio',
    name: 'San Antonio',
    country: 'United States',
    state: 'Texas',
    timeZone: 'America/Chicago',
    currency: 'USD',
    metaDescription:
      'Book courtyards, kitchens and event spaces in San Antonio. Rent by the hour on the River Walk, in the Pearl District and Alamo Heights.',
    metaKeywords: 'San Antonio event space, River Walk venue, Pearl District kitchen rental, Alamo Heights studio',
    description:
      'Limestone courtyards, papel picado and a river that winds through downtown. San Antonio spaces are made for long tables, good food and gatherings.',
    features: [
      ['Courtyard Venues', 'Shaded patios and limestone walls for dinners and receptions.'],
      ['Culinary Spaces', 'Kitchens near the Culinary Institute campus at the Pearl.'],
      ['River Access', 'Venues steps from the River Walk and its barges.'],
      ['Warm Hospitality', 'Hosts who help with caterers, mariachis and parking.'],
    ],
    areas: [
      ['River Walk', 'Stone paths, cypress trees and terraces along the river.'],
      ['Pearl District', 'A restored brewery with kitchens, markets and event halls.'],
      ['Alamo Heights', 'Quiet streets, garden venues and boutique studios.'],
    ],
  }),
  defineCity({
    slug: 'san-diego',
    name: 'San Diego',
    country: 'United States',
    state: 'California',
    timeZone: 'America/Los_Angeles',
    currency: 'USD',
    metaDescription:
      'Rent boats, kayaks, studios and event spaces in San Diego. Book by the hour in the Gaslamp Quarter, La Jolla and North Park.',
    metaKeywords: 'San Diego boat rental, La Jolla kayak rental, Gaslamp event venue, North Park studio',
    description:
      'Seventy degrees, ocean air and a harbour full of sails. San Diego is for mornings on the water and evenings on a rooftop in the Gaslamp.',
    features: [
      ['On the Water', 'Sailboats, kayaks and paddleboards with launch tips from the host.'],
      ['Ocean Views', 'Terraces and studios that look over the Pacific.'],
      ['Mild All Year', 'Outdoor events without a backup plan most of the year.'],
      ['Beach Gear', 'Wetsuits, boards and coolers to rent by the day.'],
    ],
    areas: [
      ['Gaslamp Quarter', 'Victorian streets, rooftop bars and downtown event floors.'],
      ['La Jolla', 'Sea caves, kayaks and bright studios above the cove.'],
      ['North Park', 'Craft breweries, murals and creative studios.'],
    ],
  }),
  defineCity({
    slug: 'dallas',
    name: 'Dallas',
    country: 'United States',
    state: 'Texas',
    timeZone: 'America/Chicago',
    currency: 'USD',
    metaDescription:
      'Book meeting rooms, event venues and studios in Dallas by the hour. Hosts in Downtown, Deep Ellum and Uptown with secure payment.',
    metaKeywords: 'Dallas meeting room, Deep Ellum event venue, Uptown Dallas studio, Dallas space by the hour',
    description:
      'Dallas does everything a little bigger: glass boardrooms downtown, live-music halls in Deep Ellum and polished lounges in Uptown.',
    features: [
      ['Business Ready', 'Boardrooms with screens, fast Wi-Fi and coffee service.'],
      ['Live Music Halls', 'Stages and sound systems in the home of Texas blues.'],
      ['Central Location', 'Two major airports and easy highway access.'],
      ['Space to Grow', 'Large venues for conferences, launches and galas.'],
    ],
    areas: [
      ['Downtown', 'Glass towers, conference floors and the Klyde Warren Park lawn.'],
      ['Deep Ellum', 'Murals, live-music venues and brick warehouses.'],
      ['Uptown', 'Walkable streets, lounges and polished meeting rooms.'],
    ],
  }),
  defineCity({
    slug: 'san-jose',
    name: 'San Jose',
    country: 'United States',
    state: 'California',
    timeZone: 'America/Los_Angeles',
    currency: 'USD',
    title: 'Spaces in San Jose',
    seoTitle: 'Spaces in San Jose: Meeting Rooms and Studios by the Hour | Rentspace',
    metaDescription:
      'Tech-ready meeting rooms, studios and event spaces in San Jose and Santa Clara County. Book by the hour, with 24/7 access at select locations.',
    metaKeywords: 'San Jose meeting room, Silicon Valley event space, Santa Clara County studio, hackathon venue',
    description:
      'In the heart of Silicon Valley, San Jose hosts offer rooms built for demos, offsites and hackathons, with fast networks and screens that just work.',
    features: [
      ['Tech-Ready Spaces', 'Gigabit Wi-Fi, large displays and video-call kits in every room.'],
      ['Competitive Rates', 'Hourly prices that fit a startup budget.'],
      ['Various Capacities', 'From two-person focus rooms to halls for two hundred.'],
      ['Flexible Hours', '24/7 access at select locations for late builds and early launches.'],
    ],
    areas: [
      ['Downtown San Jose', 'Meeting rooms and venues around SoFA and the convention center.'],
      ['Santana Row', 'Polished lounges and studios on a walkable shopping street.'],
      ['Willow Glen', 'Leafy streets with garden venues and quiet workshops.'],
    ],
    emptyMessage: 'No spaces currently available in San Jose. Check back soon!',
    match: { mode: 'contains', terms: ['san jose', 'santa clara county'] },
  }),
  defineCity({
    slug: 'riverview',
    name: 'Riverview',
    country: 'United States',
    state: 'Florida',
    timeZone: 'America/New_York',
    currency: 'USD',
    seoTitle: 'Rent Spaces in Riverview, Florida | Rentspace',
    metaDescription:
      'Waterfront venues, outdoor spaces and modern studios in Riverview, Florida. Book by the hour on the Alafia River, minutes from Tampa.',
    metaKeywords: 'Riverview Florida venue, Alafia River event space, Riverview studio rental, Tampa Bay outdoor space',
    description:
      'Riverview sits on the Alafia River, twenty minutes from downtown Tampa. Hosts here offer docks, lawns under live oaks and bright studios for every kind of event.',
    features: [
      ['Waterfront locations', 'Docks and riverbanks on the Alafia for ceremonies and paddles.'],
      ['Scenic outdoor spaces', 'Lawns and gardens shaded by live oaks and Spanish moss.'],
      ['Modern indoor studios', 'Air-conditioned studios for shoots, classes and rehearsals.'],
      ['Event-ready facilities', 'Tables, lighting and parking ready for your guests.'],
    ],
    areas: [
      ['Alafia River', 'Kayak launches, docks and riverside lawns.'],
      ['Panther Trace', 'Clubhouses and community rooms among the lakes.'],
      ['Summerfield', 'Parks, studios and family-friendly party spaces.'],
    ],
    emptyMessage: 'No spaces found in Riverview, Florida.',
    match: { mode: 'contains', terms: ['riverview'] },
  }),
];
