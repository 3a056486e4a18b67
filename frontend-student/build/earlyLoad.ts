import type { Plugin, Rolldown } from 'vite';
import { earlyRequests } from '../src/app/earlyLoad.ts';
import type { PagePattern } from '../src/app/routeTable.ts';

interface Options {
  /** The router's page routes as path patterns, with the modules each shows (src/app/routeTable.ts). */
  routes: PagePattern[];
  pageSize: number;
  homeCount: number;
}

/**
 * Adds a small inline script to index.html that, for the path being opened, starts at once:
 * the page's API requests (kept for the API client), its hero image, and (in a build) the page's own
 * JS chunks as modulepreload. Without it each of these waits for the app's main chunk to run first.
 */
export function earlyLoad({ routes, pageSize, homeCount }: Options): Plugin {
  return {
    name: 'early-load',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = ctx.bundle ? routeChunks(ctx.bundle, routes) : [];
        const script = `(function(){try{
var r=(${earlyRequests.toString()})(location.pathname,location.search,${pageSize},${homeCount});
var w=window.__early={};
r.data.forEach(function(u){w[u]=fetch(u,{headers:{Accept:'application/json'}});});
function link(rel,href,as){var l=document.createElement('link');l.rel=rel;l.href=href;if(as)l.as=as;if(rel==='modulepreload')l.crossOrigin='';document.head.appendChild(l);}
r.images.forEach(function(u){link('preload',u,'image');});
var routes=${JSON.stringify(chunks)};
for(var i=0;i<routes.length;i++){if(new RegExp(routes[i][0]).test(location.pathname)){routes[i][1].forEach(function(f){link('modulepreload',f);});break;}}
}catch(e){}})();`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}

/** For each route: its pages' chunks and the chunks they import that the entry does not already load. */
function routeChunks(bundle: Rolldown.OutputBundle, routes: PagePattern[]): [string, string[]][] {
  const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: string[]) => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      byName.get(name)?.imports.forEach(visit);
    };
    start.forEach(visit);
    return seen;
  };
  const initial = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));

  return routes.flatMap(({ pattern, modules }) => {
    const pages = modules.map((module) => chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/src/${module}`)));
    if (pages.some((page) => !page)) throw new Error(`early load: no chunk for a page of ${pattern} (${modules})`);
    const files = [...closure(pages.map((page) => page!.fileName))].filter((name) => !initial.has(name));
    return [[pattern, files.map((name) => `/${name}`)] as [string, string[]]];
  });
}
