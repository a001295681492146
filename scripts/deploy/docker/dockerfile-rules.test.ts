import { BASE_IMAGE, renderServiceDockerfile } from './dockerfile-template.ts';
import { dockerfileProblems } from './dockerfile-rules.ts';
import { serviceWorkloads } from '../deploy-targets.ts';

// Each rule of docs/deploy.md ("Images") must catch a Dockerfile that breaks it; a rule that cannot
// fail would let a root, build-tool-carrying, TypeScript-running or secret-carrying image through.
const choices = serviceWorkloads().find((s) => s.name === 'choices')!;
const good = renderServiceDockerfile(choices);
const expected = { port: choices.port, entry: 'services/choices/src/main.mjs' };
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

  it('wants the pinned project base image', () => {
    const repository = BASE_IMAGE.split(':')[0]!;
    expect(problemsOf(broken(`FROM ${BASE_IMAGE}`, `FROM ${repository}:latest`))).toEqual([`base image ${repository}:latest is not pinned to a version tag`]);
    expect(problemsOf(broken(`FROM ${BASE_IMAGE}`, `FROM ${repository}`))).toEqual([`base image ${repository} is not pinned to a version tag`]);
    expect(problemsOf(broken(`FROM ${BASE_IMAGE}`, 'FROM node:20.20.2-bookworm'))).toEqual([
      `runtime stage node:20.20.2-bookworm is not the project's base image ${repository}`,
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

  it('refuses build tools and TypeScript in the image', () => {
    expect(problemsOf(broken('WORKDIR /app\n', 'WORKDIR /app\nRUN npm install --omit=dev\n'))).toEqual([
      'runs "npm install --omit=dev": packages come from the staged production-only install',
    ]);
    expect(problemsOf(broken('CMD ["node", "services/choices/src/main.mjs"]', 'CMD ["node", "--import", "tsx", "services/choices/src/main.ts"]'))).toEqual([
      'CMD runs TypeScript through a loader: the image starts the bundled JavaScript with plain node',
      'CMD does not start services/choices/src/main.mjs',
    ]);
    expect(problemsOf(broken(/COPY .*\n/, 'COPY services /app/services\n'))).toEqual(['runtime stage does not copy the staged app/ folder']);
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
    expect(problemsOf(broken('services/choices/src/main.mjs"]', 'services/profile/src/main.mjs"]'))).toEqual(['CMD does not start services/choices/src/main.mjs']);
  });
});
