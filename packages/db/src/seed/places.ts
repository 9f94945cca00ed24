import { CITIES } from '@rentspace/core/cities/catalog';
import type { Currency } from '@rentspace/core/money/currencies';

/** Where demo listings are: their `location` text, address parts and how many to make there. */
export interface Place {
  key: string;
  location: string;
  city: string;
  state: string;
  country: string;
  currency: Currency;
  timeZone: string;
  areas: string[];
  /** Street names; '#' marks where the house number goes, else it comes first. */
  streets: string[];
  postcodes: string[];
  count: number;
  /** Kinds of listing made here first, where the place is known for them. */
  favourites: string[];
  /** The centre the demo listings spread around: latitude, longitude. */
  centre: readonly [number, number];
}

/** Centres of the demo places (GeoNames, as the listing form's gazetteer has them). */
const CENTRES: Record<string, readonly [number, number]> = {
  'new-york': [40.71427, -74.00597],
  'los-angeles': [34.05223, -118.24368],
  chicago: [41.85003, -87.65005],
  houston: [29.76328, -95.36327],
  phoenix: [33.44838, -112.07404],
  philadelphia: [39.95233, -75.16379],
  'san-antonio': [29.42412, -98.49363],
  'san-diego': [32.71571, -117.16472],
  dallas: [32.78306, -96.80667],
  'san-jose': [37.33939, -121.89496],
  riverview: [27.86614, -82.32648],
  toronto: [43.70011, -79.4163],
  'mexico-city': [19.42847, -99.12766],
  'sao-paulo': [-23.5475, -46.63611],
  london: [51.50853, -0.12574],
  paris: [48.85341, 2.3488],
  berlin: [52.52437, 13.41053],
  amsterdam: [52.37403, 4.88969],
  barcelona: [41.38879, 2.15899],
  dubai: [25.07725, 55.30927],
  tokyo: [35.6895, 139.69171],
  shanghai: [31.22222, 121.45806],
  singapore: [1.28967, 103.85007],
  'hong-kong': [22.27832, 114.17469],
  seoul: [37.566, 126.9784],
  sydney: [-33.86785, 151.20732],
  melbourne: [-37.814, 144.96332],
  mumbai: [19.07283, 72.88261],
  bangkok: [13.75398, 100.50144],
  bali: [-8.5098, 115.2654],
  athens: [37.98376, 23.72784],
  santorini: [36.4618, 25.3753],
};

function centreOf(key: string): readonly [number, number] {
  const centre = CENTRES[key];
  if (!centre) throw new Error(`no demo centre for ${key}`);
  return centre;
}

/**
 * A point up to `maxKm` from the place's centre, drawn from the listing's id rather than the demo's
 * random stream, so adding coordinates left every other demo value as it was.
 */
export function spreadAround(
  at: Place,
  id: string,
  maxKm = 5,
): { latitude: number; longitude: number } {
  const hex = id.replace(/-/g, '');
  const unit = (offset: number) => parseInt(hex.slice(offset, offset + 8), 16) / 0xffffffff;
  const distance = maxKm * Math.sqrt(unit(0));
  const bearing = unit(8) * 2 * Math.PI;
  const [lat, lng] = at.centre;
  const latitude = lat + (distance * Math.cos(bearing)) / 111.195;
  const longitude =
    lng + (distance * Math.sin(bearing)) / (111.195 * Math.cos((lat * Math.PI) / 180));
  return { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) };
}

type Address = Pick<Place, 'state' | 'streets' | 'postcodes' | 'count'> & { favourites?: string[] };

const ADDRESSES: Record<string, Address> = {
  'new-york': {
    state: 'NY',
    streets: ['West 26th Street', 'Broadway', 'Mercer Street', 'Bedford Avenue', 'Wythe Avenue'],
    postcodes: ['10001', '10012', '10013', '11211', '11249'],
    count: 7,
  },
  'los-angeles': {
    state: 'CA',
    streets: ['South Santa Fe Avenue', 'Sunset Boulevard', 'Main Street', 'Mateo Street'],
    postcodes: ['90013', '90026', '90405', '90021'],
    count: 7,
    favourites: ['convertible'],
  },
  chicago: {
    state: 'IL',
    streets: [
      'West Fulton Market',
      'North Milwaukee Avenue',
      'West Hubbard Street',
      'West Randolph Street',
    ],
    postcodes: ['60607', '60622', '60654', '60661'],
    count: 6,
  },
  houston: {
    state: 'TX',
    streets: ['Westheimer Road', 'West 19th Street', 'Saint Emanuel Street', 'Yale Street'],
    postcodes: ['77006', '77008', '77003'],
    count: 6,
    favourites: ['power-tools'],
  },
  phoenix: {
    state: 'AZ',
    streets: [
      'North Roosevelt Street',
      'North Central Avenue',
      'East Camelback Road',
      'North 7th Street',
    ],
    postcodes: ['85004', '85012', '85016', '85006'],
    count: 6,
    favourites: ['atv'],
  },
  philadelphia: {
    state: 'PA',
    streets: ['Arch Street', 'Frankford Avenue', 'Walnut Street', 'North 3rd Street'],
    postcodes: ['19106', '19125', '19103', '19123'],
    count: 6,
  },
  'san-antonio': {
    state: 'TX',
    streets: ['East Grayson Street', 'South Alamo Street', 'Broadway', 'North Saint Mary’s Street'],
    postcodes: ['78215', '78205', '78209'],
    count: 6,
    favourites: ['event-venue'],
  },
  'san-diego': {
    state: 'CA',
    streets: ['Fifth Avenue', 'Prospect Street', '30th Street', 'North Harbor Drive'],
    postcodes: ['92101', '92037', '92104'],
    count: 7,
    favourites: ['boat', 'kayak'],
  },
  dallas: {
    state: 'TX',
    streets: ['Elm Street', 'Main Street', 'McKinney Avenue', 'Commerce Street'],
    postcodes: ['75201', '75226', '75204'],
    count: 6,
  },
  'san-jose': {
    state: 'CA',
    streets: ['South First Street', 'Santana Row', 'Lincoln Avenue', 'North San Pedro Street'],
    postcodes: ['95113', '95128', '95125', '95110'],
    count: 6,
    favourites: ['meeting-room'],
  },
  riverview: {
    state: 'FL',
    streets: ['Riverview Drive', 'Boyette Road', 'Balm Riverview Road', 'Gibsonton Drive'],
    postcodes: ['33578', '33569', '33579'],
    count: 5,
    favourites: ['kayak', 'event-venue', 'photo-studio', 'garden'],
  },
  toronto: {
    state: 'ON',
    streets: ['Queen Street West', 'Mill Street', 'Liberty Street', 'King Street West'],
    postcodes: ['M6J 1H3', 'M5A 3C4', 'M6K 3R5', 'M5V 1K4'],
    count: 5,
  },
  'mexico-city': {
    state: 'CDMX',
    streets: ['Calle Colima', 'Avenida Amsterdam', 'Calle Francisco Sosa', 'Calle Orizaba'],
    postcodes: ['06700', '06100', '04000'],
    count: 5,
    favourites: ['cooking-class'],
  },
  'sao-paulo': {
    state: 'SP',
    streets: ['Rua Aspicuelta', 'Rua dos Pinheiros', 'Avenida Paulista', 'Rua Harmonia'],
    postcodes: ['05433-010', '05422-001', '01310-100'],
    count: 5,
  },
  london: {
    state: 'Greater London',
    streets: ['Redchurch Street', 'Wallis Road', 'Goods Way', 'Great Eastern Street'],
    postcodes: ['E2 7DJ', 'E9 5LN', 'N1C 4AA', 'EC2A 3JL'],
    count: 6,
  },
  paris: {
    state: 'Île-de-France',
    streets: ['Rue de Bretagne', 'Quai de Valmy', 'Rue des Abbesses', 'Rue Oberkampf'],
    postcodes: ['75003', '75010', '75018', '75011'],
    count: 6,
  },
  berlin: {
    state: 'Berlin',
    streets: ['Oranienstraße', 'Torstraße', 'Revaler Straße', 'Paul-Lincke-Ufer'],
    postcodes: ['10999', '10119', '10245'],
    count: 5,
  },
  amsterdam: {
    state: 'North Holland',
    streets: ['Prinsengracht', 'NDSM-Plein', 'Albert Cuypstraat', 'Westerstraat'],
    postcodes: ['1016 GV', '1033 WC', '1072 CN', '1015 MN'],
    count: 5,
    favourites: ['boat'],
  },
  barcelona: {
    state: 'Catalonia',
    streets: ['Carrer del Rec', 'Carrer de Verdi', 'Carrer de Pere IV', 'Passeig del Born'],
    postcodes: ['08003', '08012', '08005'],
    count: 5,
  },
  dubai: {
    state: 'Dubai',
    streets: ['Alserkal Avenue', 'Marina Walk', 'Al Fahidi Street'],
    postcodes: ['00000'],
    count: 5,
    favourites: ['boat', 'city-tour'],
  },
  tokyo: {
    state: 'Tokyo',
    streets: ['Jingumae 3-#', 'Kitazawa 2-#', 'Kamimeguro 1-#', 'Udagawacho #'],
    postcodes: ['150-0001', '155-0031', '153-0051', '150-0042'],
    count: 6,
    favourites: ['cooking-class'],
  },
  shanghai: {
    state: 'Shanghai',
    streets: ['Zhongshan East 1st Road', 'Wukang Road', 'Moganshan Road', 'Fuxing West Road'],
    postcodes: ['200002', '200031', '200060'],
    count: 5,
  },
  singapore: {
    state: 'Singapore',
    streets: ['Tiong Bahru Road', 'Arab Street', 'Marina Boulevard', 'Haji Lane'],
    postcodes: ['168731', '199748', '018989', '189213'],
    count: 5,
  },
  'hong-kong': {
    state: 'Hong Kong',
    streets: ['Hollywood Road', 'Wong Chuk Hang Road', 'Canton Road', 'Tai Ping Shan Street'],
    postcodes: ['999077'],
    count: 5,
  },
  seoul: {
    state: 'Seoul',
    streets: ['Seongsui-ro', 'Wausan-ro', 'Itaewon-ro', 'Hannam-daero'],
    postcodes: ['04781', '04044', '04417'],
    count: 5,
  },
  sydney: {
    state: 'NSW',
    streets: ['Crown Street', 'Campbell Parade', 'Barangaroo Avenue', 'Bourke Street'],
    postcodes: ['2010', '2026', '2000'],
    count: 6,
    favourites: ['boat', 'kayak'],
  },
  melbourne: {
    state: 'VIC',
    streets: ['Gertrude Street', 'Smith Street', 'Southbank Boulevard', 'Brunswick Street'],
    postcodes: ['3065', '3066', '3006'],
    count: 5,
  },
  mumbai: {
    state: 'Maharashtra',
    streets: ['Hill Road', 'Senapati Bapat Marg', 'Colaba Causeway', 'Carter Road'],
    postcodes: ['400050', '400013', '400005'],
    count: 5,
  },
  bangkok: {
    state: 'Bangkok',
    streets: ['Phahonyothin Soi 7', 'Sukhumvit Soi 55', 'Charoen Krung Road', 'Soi Ari 1'],
    postcodes: ['10400', '10110', '10500'],
    count: 5,
    favourites: ['city-tour', 'cooking-class'],
  },
};

/** Places outside the city pages, so every country of the region filters has listings. */
const EXTRA_PLACES: Place[] = [
  {
    key: 'bali',
    location: 'Bali',
    city: 'Ubud',
    state: 'Bali',
    country: 'Indonesia',
    currency: 'USD',
    timeZone: 'Asia/Makassar',
    areas: ['Ubud', 'Canggu', 'Seminyak'],
    streets: ['Jalan Raya Ubud', 'Jalan Batu Mejan', 'Jalan Monkey Forest'],
    postcodes: ['80571', '80351'],
    count: 3,
    favourites: ['kayak', 'pottery-class', 'city-tour'],
    centre: centreOf('bali'),
  },
  {
    key: 'athens',
    location: 'Athens',
    city: 'Athens',
    state: 'Attica',
    country: 'Greece',
    currency: 'EUR',
    timeZone: 'Europe/Athens',
    areas: ['Plaka', 'Psyrri', 'Koukaki'],
    streets: ['Adrianou Street', 'Ermou Street', 'Kolokotroni Street'],
    postcodes: ['105 55', '105 63'],
    count: 2,
    favourites: ['city-tour', 'rooftop'],
    centre: centreOf('athens'),
  },
  {
    key: 'santorini',
    location: 'Santorini',
    city: 'Oia',
    state: 'South Aegean',
    country: 'Greece',
    currency: 'EUR',
    timeZone: 'Europe/Athens',
    areas: ['Oia', 'Fira', 'Imerovigli'],
    streets: ['Nikolaou Nomikou', 'Oia Main Street'],
    postcodes: ['847 02'],
    count: 2,
    favourites: ['boat', 'event-venue'],
    centre: centreOf('santorini'),
  },
];

/** Every place with demo listings: each city page's city, then the extra places. */
export const PLACES: Place[] = [
  ...CITIES.map((city) => {
    const address = ADDRESSES[city.slug];
    if (!address) throw new Error(`no demo addresses for ${city.slug}`);
    return {
      key: city.slug,
      location: city.name,
      city: city.name,
      country: city.country,
      currency: city.currency,
      timeZone: city.timeZone,
      areas: city.popularAreas.map((area) => area.name),
      favourites: [],
      centre: centreOf(city.slug),
      ...address,
    };
  }),
  ...EXTRA_PLACES,
];

export function place(key: string): Place {
  const found = PLACES.find((p) => p.key === key);
  if (!found) throw new Error(`unknown place ${key}`);
  return found;
}
