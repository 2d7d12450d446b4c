import { build } from '/work/main/node_modules/esbuild/lib/main.js';
import { gzipSync } from 'zlib';
import fs from 'fs';
const strip = process.argv[2] === 'strip';
const entry = process.argv[3] || 'export { QuestionForm } from "/work/main/dist/index.js";';
const plugin = { name: 'strip', setup(b) { b.onLoad({ filter: /@radix-ui.*\.mjs$/ }, a => {
  let s = fs.readFileSync(a.path, 'utf8');
  if (strip) s = s.replace(/^\s*__name\([\w$]+, "[\w$]+"\);$/gm, '');
  return { contents: s, loader: 'js' }; }) } };
const r = await build({ stdin: { contents: entry, resolveDir: '/work/main' }, bundle: true, minify: true, format: 'esm', write: false, external: ['react', 'react-dom', 'react/*', './StepsLayout-*'], plugins: [plugin], logLevel: 'error' });
const code = r.outputFiles[0].text;
console.log(strip ? 'stripped' : 'as is', code.length, gzipSync(code).length);
