import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const url = process.argv[2]!;
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
try {
  const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json' });
  const lhr = result!.lhr;
  const a = lhr.audits;
  console.log('score', lhr.categories.performance!.score, 'FCP', a['first-contentful-paint']!.numericValue, 'LCP', a['largest-contentful-paint']!.numericValue, 'TBT', a['total-blocking-time']!.numericValue, 'SI', a['speed-index']!.numericValue);
  console.log('render-blocking', JSON.stringify((a['render-blocking-resources']!.details as any)?.items?.map((i: any) => [i.url, i.wastedMs])));
  const tasks = (a['long-tasks']!.details as any)?.items ?? [];
  console.log('long tasks', JSON.stringify(tasks.map((t: any) => [t.url?.replace(/.*\//, ''), Math.round(t.startTime), Math.round(t.duration)])));
  const bt = (a['bootup-time']!.details as any)?.items ?? [];
  console.log('bootup', JSON.stringify(bt.map((t: any) => [t.url?.replace(/.*\//, ''), Math.round(t.total), Math.round(t.scripting)])));
  const mt = (a['mainthread-work-breakdown']!.details as any)?.items ?? [];
  console.log('mainthread', JSON.stringify(mt.map((t: any) => [t.group, Math.round(t.duration)])));
  const lcp = (a['largest-contentful-paint-element']!.details as any);
  console.log('lcp element', JSON.stringify(lcp?.items?.[0]?.items?.[0]?.node?.snippet ?? lcp?.items?.[0]?.node?.snippet)?.slice(0, 200));
  console.log('lcp phases', JSON.stringify(lcp?.items?.[1]?.items));
  const reqs = (a['network-requests']!.details as any)?.items ?? [];
  console.log('requests', reqs.length, JSON.stringify(reqs.slice(0, 20).map((r: any) => [r.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 60), Math.round(r.networkRequestTime ?? r.startTime), Math.round(r.networkEndTime ?? r.endTime), r.transferSize, r.priority])));
} finally { await chrome.kill(); }
