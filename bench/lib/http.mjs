// One raw GET with node:http, sending no Accept-Encoding: the bytes returned are exactly what autocannon
// (which sends none either) receives, so the bare server can replay them byte for byte.
import http from 'node:http';

export function getRaw(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, contentType: res.headers['content-type'], body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

export async function getJson(url) {
  const { status, body } = await getRaw(url);
  if (status < 200 || status > 299) throw new Error(`GET ${url} answered ${status}: ${body.toString().slice(0, 200)}`);
  return JSON.parse(body.toString());
}
