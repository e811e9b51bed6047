import fs from "node:fs";
import path from "node:path";

/**
 * The deployment files of `deploy/`, as an operator copies them to a server:
 * `npm run bench` measures what they configure, and their test checks them
 * with nginx and systemd themselves.
 */
export const deployFiles = {
  nginxSite: path.resolve("deploy/osteo.nginx.conf"),
  /** The site file of the two-machine setup, which `npm run drill:machines` runs. */
  twoMachinesSite: path.resolve("deploy/osteo-two-machines.nginx.conf"),
  systemdUnit: path.resolve("deploy/osteo.service"),
};

/** Where the nginx site file expects the certificates (Let's Encrypt's layout). */
export const CERTIFICATE_DIR = "/etc/letsencrypt/live/www.example.com/";

/**
 * The nginx site file with what a bench must change: plain HTTP on a
 * loopback port instead of TLS on 443 (no certificate lines), and the
 * upstream's port and name. A file that no longer has those lines stops
 * the bench rather than measuring something else.
 */
export function benchNginxServer(options: {
  host: string;
  name: string;
  listen: number;
  upstream: number;
}) {
  const replacements: [string, string][] = [
    ["listen 443 ssl http2;", `listen ${options.host}:${options.listen};`],
    [`ssl_certificate ${CERTIFICATE_DIR}fullchain.pem;`, ""],
    [`ssl_certificate_key ${CERTIFICATE_DIR}privkey.pem;`, ""],
    ["server 127.0.0.1:3000;", `server ${options.host}:${options.upstream};`],
    ["upstream osteo {", `upstream ${options.name} {`],
    ["proxy_pass http://osteo;", `proxy_pass http://${options.name};`],
  ];
  let config = fs.readFileSync(deployFiles.nginxSite, "utf8");
  for (const [from, to] of replacements) {
    if (!config.includes(from)) throw new Error(`deploy/ : « ${from} » manque au site nginx.`);
    config = config.replace(from, to);
  }
  return config;
}

/**
 * The two-machine site file on plain HTTP on a loopback port, its two
 * servers replaced by `upstreams` (the drill runs both on this machine).
 */
export function drillNginxServer(options: { host: string; listen: number; upstreams: number[] }) {
  const [first, second] = options.upstreams;
  const replacements: [string, string][] = [
    ["listen 443 ssl http2;", `listen ${options.host}:${options.listen};`],
    [`ssl_certificate ${CERTIFICATE_DIR}fullchain.pem;`, ""],
    [`ssl_certificate_key ${CERTIFICATE_DIR}privkey.pem;`, ""],
    ["server 10.0.0.11:3000 ", `server ${options.host}:${first} `],
    ["server 10.0.0.12:3000 ", `server ${options.host}:${second} `],
  ];
  let config = fs.readFileSync(deployFiles.twoMachinesSite, "utf8");
  for (const [from, to] of replacements) {
    if (!config.includes(from))
      throw new Error(`deploy/ : « ${from} » manque au site à deux machines.`);
    config = config.replace(from, to);
  }
  return config;
}

/** The systemd unit's `Key=value` lines of its [Service] section, in order. */
export function unitServiceLines(): [string, string][] {
  const unit = fs.readFileSync(deployFiles.systemdUnit, "utf8");
  const service = /^\[Service\]\n([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(unit)?.[1] ?? "";
  return service
    .split("\n")
    .filter((line) => /^[A-Za-z]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]);
}

/** The variables of the unit's `Environment=` lines, split and unquoted as systemd does. */
export function unitEnvironment(): Record<string, string> {
  const words = unitServiceLines()
    .filter(([key]) => key === "Environment")
    .flatMap(([, value]) => value.match(/(?:[^\s"]+|"[^"]*")+/g) ?? [])
    .map((word) => word.replaceAll('"', ""));
  return Object.fromEntries(words.map((word) => [word.split("=")[0], word.split(/=(.*)/s)[1]]));
}

type MallocSetting = "MALLOC_ARENA_MAX" | "MALLOC_MMAP_THRESHOLD_";

/**
 * What the unit sets for the C library rather than for the site (malloc's
 * arenas and where large blocks go, read before Node runs any code): the
 * bench starts its server with it, as systemd does.
 */
export function unitMallocEnvironment(): Record<MallocSetting, string> {
  const env = unitEnvironment();
  const read = (name: MallocSetting) => {
    const value = env[name];
    if (!value || !/^\d+$/.test(value))
      throw new Error(`deploy/ : « ${name} » manque à l'unité systemd.`);
    return value;
  };
  return {
    MALLOC_ARENA_MAX: read("MALLOC_ARENA_MAX"),
    MALLOC_MMAP_THRESHOLD_: read("MALLOC_MMAP_THRESHOLD_"),
  };
}

/**
 * The scheduling priority of the systemd unit (`Nice=`), at which the bench
 * starts the server: what the deployment sets is what is measured.
 */
export function unitNice(): number {
  const nice = unitServiceLines().find(([key]) => key === "Nice")?.[1];
  if (!nice || !/^-?\d+$/.test(nice))
    throw new Error("deploy/ : « Nice= » manque à l'unité systemd.");
  return Number(nice);
}
