import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/server/env.server";
import {
  benchNginxServer,
  CERTIFICATE_DIR,
  deployFiles,
  drillNginxServer,
  unitEnvironment,
  unitMallocEnvironment,
  unitNice,
  unitServiceLines,
} from "./support/deploy-files";

const exec = promisify(execFile);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "osteo-deploy-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/**
 * `nginx -t` on a top-level configuration of our own around `http` (what
 * /etc/nginx/nginx.conf is on a server), with a scratch prefix so that
 * nothing of the machine's nginx is read or written.
 */
async function nginxTest(name: string, http: string) {
  const prefix = path.join(scratch, name);
  fs.mkdirSync(prefix);
  const conf = path.join(prefix, "nginx.conf");
  fs.writeFileSync(
    conf,
    `pid ${prefix}/nginx.pid;
error_log stderr;
events {}
http {
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
${http}
}
`,
  );
  return exec("/usr/sbin/nginx", ["-t", "-q", "-e", "stderr", "-p", prefix, "-c", conf]);
}

describe("deploy/osteo.nginx.conf", () => {
  it("is accepted by nginx as a site file, once its certificates exist", async () => {
    const certificates = path.join(scratch, "certificates");
    fs.mkdirSync(certificates);
    await exec("openssl", [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-keyout", path.join(certificates, "privkey.pem")],
      ...["-out", path.join(certificates, "fullchain.pem")],
      ...["-days", "1", "-subj", "/CN=www.example.com"],
    ]);
    const site = fs.readFileSync(deployFiles.nginxSite, "utf8");
    expect(site).toContain(CERTIFICATE_DIR);
    const sitePath = path.join(scratch, "osteo.conf");
    fs.writeFileSync(sitePath, site.replaceAll(CERTIFICATE_DIR, `${certificates}/`));

    const { stderr } = await nginxTest("site", `include ${sitePath};`);
    expect(stderr).toBe("");
  });

  it("is what the bench puts in front of its servers, on plain HTTP", async () => {
    const http = [
      benchNginxServer({ host: "127.0.0.1", name: "osteo", listen: 4000, upstream: 4001 }),
      benchNginxServer({
        host: "127.0.0.1",
        name: "static_upstream",
        listen: 4002,
        upstream: 4003,
      }),
    ].join("\n");
    expect(http).not.toContain("ssl");
    expect(http).toContain("keepalive 64;");

    const { stderr } = await nginxTest("bench", http);
    expect(stderr).toBe("");
  });

  it("has a two-machine variant nginx accepts, on TLS and as the drill runs it", async () => {
    const certificates = path.join(scratch, "certificates");
    const site = fs.readFileSync(deployFiles.twoMachinesSite, "utf8");
    const sitePath = path.join(scratch, "osteo-two-machines.conf");
    fs.writeFileSync(sitePath, site.replaceAll(CERTIFICATE_DIR, `${certificates}/`));
    expect((await nginxTest("two-machines", `include ${sitePath};`)).stderr).toBe("");

    const drill = drillNginxServer({ host: "127.0.0.1", listen: 4010, upstreams: [4011, 4012] });
    expect(drill).not.toContain("ssl");
    expect(drill).toContain("proxy_next_upstream error timeout http_502 http_503;");
    expect(drill).not.toContain("non_idempotent");
    expect((await nginxTest("drill", drill)).stderr).toBe("");
  });

  it("proxies to the address and port the unit gives the server", () => {
    const env = unitEnvironment();
    const site = fs.readFileSync(deployFiles.nginxSite, "utf8");
    expect(site).toContain(`server ${env.HOST}:${env.PORT};`);
  });
});

describe("deploy/osteo.service", () => {
  it("passes systemd's own check without a warning", async () => {
    const { stderr } = await exec("systemd-analyze", ["verify", deployFiles.systemdUnit]);
    expect(stderr).toBe("");
  });

  it("sets an environment the server accepts, behind a proxy", () => {
    const env = parseEnv(unitEnvironment());
    expect(env).toMatchObject({
      HOST: "127.0.0.1",
      TRUST_PROXY: true,
      DATA_DIR: "/var/lib/osteo",
      MAIL_FROM: "Cabinet <cabinet@example.com>",
    });
  });

  it("names its secrets file alone on its line, and the priority the bench runs at", () => {
    const lines = Object.fromEntries(unitServiceLines());
    // systemd has no end-of-line comments: anything after the path would be part of it.
    expect(lines.EnvironmentFile).toMatch(/^\/[^\s#]+$/);
    expect(lines.ExecStart).toBe("/usr/bin/npm start");
    expect(unitNice()).toBe(-5);
  });

  it("keeps malloc to one arena and maps large blocks apart, as the bench starts its server", () => {
    expect(unitMallocEnvironment()).toEqual({
      MALLOC_ARENA_MAX: "1",
      MALLOC_MMAP_THRESHOLD_: "262144",
    });
  });
});
