// nginx in front of test servers, as the README's reference set-up puts it in front of the site: it overwrites
// X-Forwarded-For with the browser's address, passes server-sent events through unbuffered, and sends a request
// a server refused (not listening) to the other one. Run as a fixture of its own (its config, pid,
// logs and temp folders in `dir`), never as the machine's service.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Debian installs nginx in /usr/sbin, which is not on every user's PATH. */
const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync) ?? 'nginx';

function nginxConfig(dir: string, listenPort: number, upstreamPorts: number[]): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return `daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  upstream casino {
    ${upstreamPorts.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n    ')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${listenPort};
    client_max_body_size 1m;
    location / {
      proxy_pass http://casino;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
      proxy_read_timeout 1h;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout;
    }
  }
}
`;
}

/** Starts nginx on `listenPort` in front of the servers on `upstreamPorts`; resolves once it answers. */
export async function startNginx(
  dir: string,
  listenPort: number,
  upstreamPorts: number[],
): Promise<{ stop: () => Promise<void>; errors: () => Promise<string> }> {
  await mkdir(dir, { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(conf, nginxConfig(dir, listenPort, upstreamPorts));
  const child: ChildProcess = spawn(nginxBinary, ['-c', conf, '-p', dir, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (error) =>
      reject(new Error(`nginx did not start (apt-get install -y nginx): ${error.message}`)),
    );
    child.once('exit', (code) => reject(new Error(`nginx stopped at start with code ${code}; see ${dir}/error.log`)));
  });
  const up = (async () => {
    for (;;) {
      const answered = await fetch(`http://127.0.0.1:${listenPort}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  await Promise.race([up, failed]);
  failed.catch(() => {}); // after a clean start, its exit at stop() is no failure
  return {
    /** What nginx logged as errors and warnings (a refused connection, a server left out), to explain a failure. */
    errors: async () =>
      (await readFile(path.join(dir, 'error.log'), 'utf8'))
        .split('\n')
        .filter((line) => /\[(error|warn|crit|alert|emerg)\]/u.test(line))
        .join('\n'),
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGQUIT');
      }),
  };
}
