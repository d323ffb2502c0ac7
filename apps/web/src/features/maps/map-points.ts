/** A listing as a map shows it: a pin at its coordinates whose popup links to `href`. */
export type MapPoint = { id: string; name: string; latitude: number; longitude: number; href: string };

/** A listing that may have no location yet (its coordinates are then null). */
export type MapPointInput = Omit<MapPoint, "latitude" | "longitude"> & {
  latitude: number | null | undefined;
  longitude: number | null | undefined;
};

const isCoordinate = (value: number | null | undefined, limit: number): value is number =>
  typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= limit;

/** The points that can go on a map: those without (valid) coordinates are left out. */
export function mappablePoints(points: readonly MapPointInput[]): MapPoint[] {
  const mappable: MapPoint[] = [];
  for (const point of points) {
    const { latitude, longitude } = point;
    if (isCoordinate(latitude, 90) && isCoordinate(longitude, 180)) mappable.push({ ...point, latitude, longitude });
  }
  return mappable;
}
