/** The two widths every page is tried and pictured at. */
export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

export type Viewport = { width: number; height: number };
