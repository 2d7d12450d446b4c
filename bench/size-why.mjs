// Which modules make up a size budget? Bundles one entry of the built package
// the way size-limit does (esbuild, minified, react and react-dom left out)
// and lists the minified bytes each package or source file adds.
//
//   npm run build && node bench/size-why.mjs [dist/index.js] ["{ QuestionForm }"]
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const [entry = "dist/index.js", names = "{ QuestionForm }"] = process.argv.slice(2);
const result = await build({
  stdin: { contents: `export ${names} from ${JSON.stringify(`./${entry}`)}`, resolveDir: process.cwd() },
  bundle: true,
  minify: true,
  write: false,
  metafile: true,
  format: "esm",
  external: ["react", "react-dom"],
  logLevel: "error",
});
const [output] = Object.values(result.metafile.outputs);
const gzip = gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
console.log(`${entry} ${names}: ${output.bytes} B minified, ${gzip} B gzipped\n`);
const byOrigin = new Map();
for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
  const origin = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? path;
  byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + bytesInOutput);
}
for (const [origin, bytes] of [...byOrigin].sort((a, b) => b[1] - a[1])) {
  console.log(`${String(bytes).padStart(7)} B  ${origin}`);
}
