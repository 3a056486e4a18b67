// temporary: spread-only load against a running API at $API, printing req/s and p50/p99
import { catalogueSpread } from './lib/catalogue-spread.mjs';
import { measure } from './lib/load.mjs';
const api = process.env.API;
const spread = await catalogueSpread(api, Number(process.env.N ?? 60000));
let i = 0;
const paths = { next: () => spread.urls[i++ % spread.urls.length] };
const r = await measure(api + spread.urls[0].path, { connections: 16, warmupSeconds: 2, seconds: Number(process.env.S ?? 8), paths });
console.log(`req/s ${Math.round(r.rps)} p50 ${r.p50.toFixed(2)} p99 ${r.p99.toFixed(2)} non2xx ${r.non2xx}`);
