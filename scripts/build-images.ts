/**
 * Generates the raster images the pages use from the sources in
 * app/content/images/ (run by `npm run build` before the app is built):
 *
 * - every source (SVG, or a JPEG/PNG/WebP photo) gives WebP and JPEG variants
 *   at each of GENERATED_WIDTHS, in public/images/generated/{name}-{width}.*;
 *   when a photo and an SVG share a name, the photo wins;
 * - og-default.* gives the 1200x630 social-sharing image public/images/og-default.jpg.
 *
 * Outputs newer than their source are kept, and each file is written under a
 * temporary name then renamed, so concurrent builds never see half a file.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp, { type Sharp } from "sharp";
import { GENERATED_WIDTHS, OG_DEFAULT } from "../app/content/images";

const SOURCE_EXTENSIONS = [".svg", ".jpg", ".jpeg", ".png", ".webp"];

interface BuildImagesOptions {
  sourceDir: string;
  /** public/images/generated */
  outDir: string;
  /** public/images/og-default.jpg */
  ogFile: string;
  widths?: readonly number[];
}

interface BuildImagesResult {
  written: string[];
  upToDate: string[];
}

export async function buildImages(options: BuildImagesOptions): Promise<BuildImagesResult> {
  const widths = options.widths ?? GENERATED_WIDTHS;
  const result: BuildImagesResult = { written: [], upToDate: [] };
  fs.mkdirSync(options.outDir, { recursive: true });

  for (const source of listSources(options.sourceDir)) {
    const name = path.parse(source).name;
    if (name === OG_DEFAULT.source) {
      await produce(source, options.ogFile, result, (image) =>
        image
          .resize(OG_DEFAULT.width, OG_DEFAULT.height, { fit: "cover" })
          .flatten({ background: "#ffffff" })
          .jpeg({ quality: 85, mozjpeg: true }),
      );
      continue;
    }
    for (const width of widths) {
      await produce(source, path.join(options.outDir, `${name}-${width}.webp`), result, (image) =>
        image.resize({ width, withoutEnlargement: !isSvg(source) }).webp({ quality: 80 }),
      );
      await produce(source, path.join(options.outDir, `${name}-${width}.jpg`), result, (image) =>
        image
          .resize({ width, withoutEnlargement: !isSvg(source) })
          .flatten({ background: "#ffffff" })
          .jpeg({ quality: 82, mozjpeg: true }),
      );
    }
  }
  return result;
}

/** One source per name; a photo replaces an SVG of the same name. */
function listSources(dir: string): string[] {
  const byName = new Map<string, string>();
  for (const file of fs.readdirSync(dir).sort()) {
    const extension = path.extname(file).toLowerCase();
    if (!SOURCE_EXTENSIONS.includes(extension)) continue;
    const name = path.parse(file).name;
    const current = byName.get(name);
    if (!current || isSvg(current)) byName.set(name, path.join(dir, file));
  }
  return [...byName.values()];
}

function isSvg(file: string): boolean {
  return path.extname(file).toLowerCase() === ".svg";
}

async function produce(
  source: string,
  output: string,
  result: BuildImagesResult,
  transform: (image: Sharp) => Sharp,
) {
  if (fs.existsSync(output) && fs.statSync(output).mtimeMs >= fs.statSync(source).mtimeMs) {
    result.upToDate.push(output);
    return;
  }
  const image = isSvg(source)
    ? sharp(source, { density: await svgDensity(source) })
    : sharp(source);
  const temporary = `${output}.${process.pid}.tmp`;
  fs.mkdirSync(path.dirname(output), { recursive: true });
  await transform(image).toFile(temporary);
  fs.renameSync(temporary, output);
  result.written.push(output);
}

/** Renders an SVG sharp enough for the largest output (72 dpi = its own size). */
async function svgDensity(source: string): Promise<number> {
  const { width } = await sharp(source).metadata();
  const largest = Math.max(...GENERATED_WIDTHS, OG_DEFAULT.width);
  return Math.min(72 * Math.max(1, largest / (width || largest)), 2400);
}

async function main() {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
  const result = await buildImages({
    sourceDir: path.join(root, "app/content/images"),
    outDir: path.join(root, "public/images/generated"),
    ogFile: path.join(root, "public/images/og-default.jpg"),
  });
  console.log(
    `Images : ${result.written.length} générée(s), ${result.upToDate.length} déjà à jour.`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error("La génération des images a échoué :", error);
    process.exit(1);
  });
}
