import type { Random } from "./random.ts";

export type City = { name: string; latitude: number; longitude: number; areaCode: string; weight: number };

/** Real US cities with the coordinates of their centres; larger cities get more listings. */
export const CITIES: readonly City[] = [
  { name: "New York, NY", latitude: 40.7128, longitude: -74.006, areaCode: "212", weight: 4 },
  { name: "Los Angeles, CA", latitude: 34.0522, longitude: -118.2437, areaCode: "213", weight: 3 },
  { name: "Chicago, IL", latitude: 41.8781, longitude: -87.6298, areaCode: "312", weight: 3 },
  { name: "Houston, TX", latitude: 29.7604, longitude: -95.3698, areaCode: "713", weight: 2 },
  { name: "Phoenix, AZ", latitude: 33.4484, longitude: -112.074, areaCode: "602", weight: 2 },
  { name: "Philadelphia, PA", latitude: 39.9526, longitude: -75.1652, areaCode: "215", weight: 2 },
  { name: "San Antonio, TX", latitude: 29.4241, longitude: -98.4936, areaCode: "210", weight: 1 },
  { name: "San Diego, CA", latitude: 32.7157, longitude: -117.1611, areaCode: "619", weight: 2 },
  { name: "Dallas, TX", latitude: 32.7767, longitude: -96.797, areaCode: "214", weight: 2 },
  { name: "Austin, TX", latitude: 30.2672, longitude: -97.7431, areaCode: "512", weight: 2 },
  { name: "San Jose, CA", latitude: 37.3382, longitude: -121.8863, areaCode: "408", weight: 1 },
  { name: "San Francisco, CA", latitude: 37.7749, longitude: -122.4194, areaCode: "415", weight: 2 },
  { name: "Seattle, WA", latitude: 47.6062, longitude: -122.3321, areaCode: "206", weight: 2 },
  { name: "Denver, CO", latitude: 39.7392, longitude: -104.9903, areaCode: "303", weight: 2 },
  { name: "Boston, MA", latitude: 42.3601, longitude: -71.0589, areaCode: "617", weight: 2 },
  { name: "Nashville, TN", latitude: 36.1627, longitude: -86.7816, areaCode: "615", weight: 1 },
  { name: "Portland, OR", latitude: 45.5152, longitude: -122.6784, areaCode: "503", weight: 1 },
  { name: "Atlanta, GA", latitude: 33.749, longitude: -84.388, areaCode: "404", weight: 2 },
  { name: "Miami, FL", latitude: 25.7617, longitude: -80.1918, areaCode: "305", weight: 2 },
  { name: "Minneapolis, MN", latitude: 44.9778, longitude: -93.265, areaCode: "612", weight: 1 },
  { name: "Washington, DC", latitude: 38.9072, longitude: -77.0369, areaCode: "202", weight: 2 },
  { name: "Charlotte, NC", latitude: 35.2271, longitude: -80.8431, areaCode: "704", weight: 1 },
  { name: "Columbus, OH", latitude: 39.9612, longitude: -82.9988, areaCode: "614", weight: 1 },
  { name: "New Orleans, LA", latitude: 29.9511, longitude: -90.0715, areaCode: "504", weight: 1 },
  { name: "Salt Lake City, UT", latitude: 40.7608, longitude: -111.891, areaCode: "801", weight: 1 },
];

const STREETS = [
  "Main St",
  "Oak Ave",
  "Maple St",
  "Washington Ave",
  "Park Ave",
  "2nd St",
  "3rd St",
  "Elm St",
  "Pine St",
  "Cedar Ln",
  "Lake St",
  "Hill Rd",
  "Broadway",
  "Market St",
  "Church St",
  "Highland Ave",
  "Center St",
  "Jefferson Blvd",
  "Lincoln Ave",
  "Madison St",
  "Spring St",
  "River Rd",
  "Sunset Blvd",
  "Grand Ave",
  "Union St",
  "Walnut St",
  "Chestnut St",
  "College Ave",
  "Franklin St",
  "Mill Rd",
  "Vine St",
  "Water St",
] as const;

/** How far from the city centre a demo address may lie. */
const MAX_DISTANCE_KM = 4;
const KM_PER_DEGREE_OF_LATITUDE = 111.32;

export type Place = { address: string; city: string; latitude: number; longitude: number; areaCode: string };

export function pickCity(random: Random): City {
  return random.pickWeighted(CITIES, (city) => city.weight);
}

/** A street address in a real city, with coordinates jittered uniformly within a few km of its centre. */
export function composePlace(random: Random, city: City = pickCity(random)): Place {
  const distance = MAX_DISTANCE_KM * Math.sqrt(random.next());
  const bearing = random.float(0, 2 * Math.PI);
  const latitude = city.latitude + (distance * Math.cos(bearing)) / KM_PER_DEGREE_OF_LATITUDE;
  const kmPerDegreeOfLongitude = KM_PER_DEGREE_OF_LATITUDE * Math.cos((city.latitude * Math.PI) / 180);
  const longitude = city.longitude + (distance * Math.sin(bearing)) / kmPerDegreeOfLongitude;
  const suite = random.chance(0.2) ? `, Suite ${random.int(1, 4)}${String(random.int(0, 20)).padStart(2, "0")}` : "";
  return {
    address: `${random.int(10, 4999)} ${random.pick(STREETS)}${suite}`,
    city: city.name,
    latitude: round(latitude, 6),
    longitude: round(longitude, 6),
    areaCode: city.areaCode,
  };
}

/** 555-0100 to 555-0199 is the range reserved for fiction in every US area code. */
export function phoneNumber(random: Random, areaCode: string): string {
  return `(${areaCode}) 555-01${String(random.int(0, 99)).padStart(2, "0")}`;
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
