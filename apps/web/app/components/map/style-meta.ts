/** The document's meta tag naming MAP_STYLE_URL (written by the root layout when configured). */
export const MAP_STYLE_META = 'rentspace-map-style';
