// The map library and its base map, loaded only when a map is shown: nothing here is in a
// page's first scripts (docs/decisions/0042-maps-loaded-when-shown.md).
import type { MapStyle } from './offline-style';
import { MAP_STYLE_META } from './style-meta';

let stylesheetAdded = false;

/** MapLibre GL, its worker from our own files (the pages' security policy), and its stylesheet. */
export async function loadMapLibre() {
  const [maplibre, worker, css] = await Promise.all([
    import('maplibre-gl'),
    import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'),
    import('maplibre-gl/dist/maplibre-gl.css?inline'),
  ]);
  maplibre.setWorkerUrl(worker.default);
  if (!stylesheetAdded) {
    // Inline: the first-visit build leaves stylesheets to the main build, which has none for this.
    const style = document.createElement('style');
    style.dataset.map = 'maplibre';
    style.textContent = css.default;
    document.head.append(style);
    stylesheetAdded = true;
  }
  return maplibre;
}

export type MapLibre = Awaited<ReturnType<typeof loadMapLibre>>;

let offline: Promise<MapStyle> | undefined;

/** MAP_STYLE_URL when configured; else the built-in offline style (its data is one of our files). */
export function baseStyle(): Promise<MapStyle | string> {
  const styleUrl = document.querySelector<HTMLMetaElement>(
    `meta[name="${MAP_STYLE_META}"]`,
  )?.content;
  if (styleUrl) return Promise.resolve(styleUrl);
  offline ??= Promise.all([
    import('world-atlas/countries-50m.json?url'),
    import('./offline-style'),
  ]).then(async ([data, { offlineStyle }]) => {
    const res = await fetch(data.default);
    if (!res.ok) throw new Error(`base map data answered ${res.status}`);
    return offlineStyle(await res.json());
  });
  offline.catch(() => (offline = undefined));
  return offline;
}
