import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildImages } from "./build-images";

const square = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50" width="100" height="50"><rect width="100" height="50" fill="${colour}"/></svg>`;

let dir: string;
let options: { sourceDir: string; outDir: string; ogFile: string; widths: number[] };

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-images-"));
  options = {
    sourceDir: path.join(dir, "src"),
    outDir: path.join(dir, "out"),
    ogFile: path.join(dir, "og-default.jpg"),
    widths: [200, 400],
  };
  fs.mkdirSync(options.sourceDir);
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("build-images", () => {
  it("renders every SVG as WebP and JPEG at each width, keeping its proportions", async () => {
    fs.writeFileSync(path.join(options.sourceDir, "hero.svg"), square("#305641"));
    fs.writeFileSync(path.join(options.sourceDir, "notes.txt"), "not an image");

    await buildImages(options);

    expect(fs.readdirSync(options.outDir).sort()).toEqual([
      "hero-200.jpg",
      "hero-200.webp",
      "hero-400.jpg",
      "hero-400.webp",
    ]);
    const large = await sharp(path.join(options.outDir, "hero-400.webp")).metadata();
    expect([large.format, large.width, large.height]).toEqual(["webp", 400, 200]);
    const small = await sharp(path.join(options.outDir, "hero-200.jpg")).metadata();
    expect([small.format, small.width, small.height]).toEqual(["jpeg", 200, 100]);
  });

  it("makes the 1200x630 JPEG sharing image from og-default", async () => {
    fs.writeFileSync(path.join(options.sourceDir, "og-default.svg"), square("#f4ede2"));

    await buildImages(options);

    const og = await sharp(options.ogFile).metadata();
    expect([og.format, og.width, og.height]).toEqual(["jpeg", 1200, 630]);
    expect(fs.readdirSync(options.outDir)).toEqual([]);
  });

  it("prefers a photo over the SVG of the same name", async () => {
    fs.writeFileSync(path.join(options.sourceDir, "portrait.svg"), square("#305641"));
    await sharp({ create: { width: 800, height: 1000, channels: 3, background: "#c3dacc" } })
      .jpeg()
      .toFile(path.join(options.sourceDir, "portrait.jpg"));

    await buildImages(options);

    const variant = await sharp(path.join(options.outDir, "portrait-400.jpg")).metadata();
    expect([variant.width, variant.height]).toEqual([400, 500]);
  });

  it("leaves up-to-date images alone and redoes them when the source changes", async () => {
    const source = path.join(options.sourceDir, "hero.svg");
    fs.writeFileSync(source, square("#305641"));
    const first = await buildImages(options);
    expect(first.written).toHaveLength(4);

    const second = await buildImages(options);
    expect(second.written).toHaveLength(0);
    expect(second.upToDate).toHaveLength(4);

    const later = new Date(Date.now() + 5_000);
    fs.writeFileSync(source, square("#9bbfa9"));
    fs.utimesSync(source, later, later);
    const third = await buildImages(options);
    expect(third.written).toHaveLength(4);
  });
});
