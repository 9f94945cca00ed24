import sharp from 'sharp';
import type { Bench } from './types.ts';
import { startServer } from './server.ts';

/** The `<img>` tags of the listing cards in a server-rendered page (cards are `<article>`s). */
function cardImages(
  html: string,
): { src: string; srcset: string | undefined; sizes: string | undefined }[] {
  const out = [];
  for (const article of html.matchAll(/<article[\s\S]*?<\/article>/g)) {
    const img = /<img\b[^>]*>/.exec(article[0])?.[0];
    if (!img) continue;
    const attr = (name: string) =>
      new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(img)?.[1]?.replaceAll('&amp;', '&');
    out.push({ src: attr('src')!, srcset: attr('srcSet') ?? attr('srcset'), sizes: attr('sizes') });
  }
  return out;
}

/**
 * Listing card images as the home and explore pages serve them: every card image must offer a
 * srcset of WebP files whose declared widths are their real widths, so a phone downloads the
 * width it displays.
 */
export const run: Bench = async (context) => {
  const server = await startServer({
    port: 3488,
    env: { DATA_DIR: await context.demo.pgliteDir('images') },
  });
  try {
    let cards = 0;
    let good = 0;
    const problems: string[] = [];
    const candidateWidths = new Set<number>();
    for (const path of ['/', '/explore']) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      for (const image of cardImages(html)) {
        cards += 1;
        if (!image.srcset || !image.sizes) {
          problems.push(`${path}: ${image.src} has no srcset or sizes`);
          continue;
        }
        let ok = true;
        for (const candidate of image.srcset.split(',').map((part) => part.trim())) {
          const [url, descriptor] = candidate.split(/\s+/);
          const declared = Number(descriptor?.replace(/w$/, ''));
          const response = await fetch(new URL(url!, server.url));
          const bytes = Buffer.from(await response.arrayBuffer());
          const meta = await sharp(bytes).metadata();
          candidateWidths.add(declared);
          if (response.headers.get('content-type') !== 'image/webp' || meta.format !== 'webp') {
            ok = false;
            problems.push(`${url} is ${response.headers.get('content-type')}`);
          } else if (meta.width !== undefined && meta.width > declared) {
            ok = false;
            problems.push(`${url} is ${meta.width} px wide, declared ${declared}w`);
          }
        }
        if (ok) good += 1;
      }
    }
    if (cards === 0) throw new Error('no listing cards found on / and /explore');
    for (const problem of problems.slice(0, 5)) context.log(problem);
    return [
      {
        name: 'listing card images served as WebP with a srcset of true widths (/ and /explore)',
        value: Math.round((good / cards) * 100),
        unit: '%',
        budget: 100,
        direction: 'min',
        note: `${good} of ${cards} card images; candidate widths ${[...candidateWidths].sort((a, b) => a - b).join(', ')} px`,
      },
    ];
  } finally {
    await server.stop();
  }
};
