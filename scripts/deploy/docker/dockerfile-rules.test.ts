import { renderServiceDockerfile } from './dockerfile-template.ts';
import { dockerfileProblems } from './dockerfile-rules.ts';
import { serviceWorkloads } from '../deploy-targets.ts';

// Each rule of docs/deploy.md ("Images") must catch a Dockerfile that breaks it; a rule that cannot
// fail would let a root, dev-dependency or secret-carrying image through.
const choices = serviceWorkloads().find((s) => s.name === 'choices')!;
const good = renderServiceDockerfile(choices);
const expected = { port: choices.port, entry: 'services/choices/src/main.ts' };
const problemsOf = (content: string) => dockerfileProblems(content, expected);

function broken(from: string | RegExp, to: string): string {
  const content = good.replace(from, to);
  expect(content, `the template contains ${from}`).not.toBe(good);
  return content;
}

describe('dockerfileProblems', () => {
  it('passes the generated recipe', () => {
    expect(problemsOf(good)).toEqual([]);
  });

  it('wants a build stage and a runtime stage', () => {
    const single = 'FROM node:20.20.2-bookworm-slim\nUSER 1000\nENTRYPOINT ["tini", "--"]\nRUN npm ci --omit=dev\nEXPOSE 4002\nHEALTHCHECK CMD curl -f http://127.0.0.1:4002/healthz\nCMD ["node", "services/choices/src/main.ts"]\n';
    expect(problemsOf(single)).toEqual(['not multi-stage: needs a build stage and a runtime stage']);
  });

  it('wants pinned base images and a slim runtime', () => {
    expect(problemsOf(broken(/FROM node:[^ ]+ AS build/, 'FROM node:latest AS build'))).toEqual(['base image node:latest is not pinned to a version tag']);
    expect(problemsOf(broken(/FROM node:[^ ]+ AS build/, 'FROM node AS build'))).toEqual(['base image node is not pinned to a version tag']);
    expect(problemsOf(broken(/FROM node:[^ ]+ AS runtime/, 'FROM node:20.20.2-bookworm AS runtime'))).toEqual([
      'runtime stage node:20.20.2-bookworm is not a slim image',
    ]);
  });

  it('wants a numeric non-root user', () => {
    expect(problemsOf(broken(/USER .*/, 'USER 0'))).toEqual(['USER is root (uid 0)']);
    expect(problemsOf(broken(/USER .*/, 'USER node'))).toEqual(['USER node is not a numeric uid (Kubernetes cannot check runAsNonRoot)']);
    expect(problemsOf(broken(/USER .*\n/, ''))).toEqual(['runtime stage has no USER: it would run as root']);
  });

  it('wants tini as the entrypoint', () => {
    expect(problemsOf(broken(/ENTRYPOINT .*\n/, ''))).toEqual(['ENTRYPOINT is not tini: SIGTERM would not reach Node as PID 1 expects']);
  });

  it('wants node_modules from a production-only install', () => {
    expect(problemsOf(broken('RUN npm install --omit=dev', 'RUN npm install'))).toEqual([
      'node_modules come from stage production-dependencies, which does not install with --omit=dev only',
    ]);
    expect(problemsOf(broken('COPY --from=production-dependencies /app/node_modules', 'COPY --from=build /app/node_modules'))).toEqual([
      'node_modules come from stage build, which does not install with --omit=dev only',
    ]);
    expect(problemsOf(broken('WORKDIR /app\nENV', 'WORKDIR /app\nRUN npm install\nENV'))).toEqual([
      'runtime stage runs "npm install" with dev dependencies',
    ]);
  });

  it('wants the registry port exposed and health-checked on /healthz', () => {
    expect(problemsOf(broken('EXPOSE 4002', 'EXPOSE 4003'))).toEqual(['EXPOSE does not declare port 4002']);
    expect(problemsOf(broken(':4002/healthz', ':4002/readyz'))).toEqual(['HEALTHCHECK does not ask :4002/healthz']);
  });

  it('refuses secrets in ENV and ARG', () => {
    expect(problemsOf(broken('ENV NODE_ENV=production', 'ENV SESSION_KEYS=abc NODE_ENV=production'))).toEqual([
      'ENV SESSION_KEYS looks like a secret: pass it at run time by reference',
    ]);
    expect(problemsOf(broken('WORKDIR /app\nENV', 'WORKDIR /app\nARG DATABASE_URL\nENV'))).toEqual([
      'ARG DATABASE_URL looks like a secret: pass it at run time by reference',
    ]);
  });

  it('wants the image to start its own entry', () => {
    expect(problemsOf(broken('services/choices/src/main.ts"]', 'services/profile/src/main.ts"]'))).toEqual(['CMD does not start services/choices/src/main.ts']);
  });
});
