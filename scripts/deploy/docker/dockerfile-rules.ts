import { DockerfileParser, type Instruction } from 'dockerfile-ast';
import { BASE_IMAGE, STAGED_APP_DIR } from './dockerfile-template.ts';

/**
 * The rules every image recipe keeps (docs/deploy.md, "Images"), as a list of problems; empty means
 * the Dockerfile passes. Kept apart from the template so a hand-edited or broken file fails the same way.
 */
export interface DockerfileExpectations {
  /** The port the feature registry gives the process; absent for an image that serves nothing (the migration Job). */
  port?: number;
  /** The bundled module the image starts, relative to /app. */
  entry: string;
}

interface Stage {
  name: string | null;
  image: string;
  instructions: Instruction[];
}

const SECRET_NAME = /SECRET|PASSWORD|PASSWD|TOKEN|KEY|CREDENTIAL|DATABASE_URL|PRIVATE/i;
/** `name:<major>.<minor>[.<patch>][-variant]` or a digest: never a floating `latest` or major-only tag. */
const PINNED_TAG = /^\d+\.\d+(\.\d+)?(-[\w.-]+)?$/;
/** Build tools that have no place in a runtime image: packages come staged, production-only (scripts/images/stage-image.ts). */
const BUILD_TOOL = /\b(npm|npx|yarn|pnpm|tsx|ts-node|esbuild)\b/;
const BASE_REPOSITORY = BASE_IMAGE.split(':')[0]!;

function stagesOf(content: string): Stage[] {
  const stages: Stage[] = [];
  for (const instruction of DockerfileParser.parse(content).getInstructions()) {
    if (instruction.getKeyword() === 'FROM') {
      const args = instruction.getArguments().map((a) => a.getValue());
      const as = args.findIndex((a) => a.toUpperCase() === 'AS');
      stages.push({ name: as >= 0 ? (args[as + 1] ?? null) : null, image: args.find((a) => !a.startsWith('--')) ?? '', instructions: [] });
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return stages;
}

const keyword = (stage: Stage, name: string) => stage.instructions.filter((i) => i.getKeyword() === name);
const text = (instruction: Instruction) => instruction.getArgumentsContent() ?? '';

/** `["a", "b"]` → ['a', 'b']; shell form → its words. */
function commandWords(instruction: Instruction): string[] {
  const raw = text(instruction).trim();
  if (raw.startsWith('[')) {
    try {
      return JSON.parse(raw) as string[];
    } catch {
      return [];
    }
  }
  return raw.split(/\s+/);
}

function imageProblems(stages: Stage[]): string[] {
  const problems: string[] = [];
  const stageNames = new Set(stages.map((s) => s.name).filter(Boolean));
  for (const stage of stages) {
    if (stageNames.has(stage.image)) continue;
    const [, tag] = /^[^@]+?(?::([^:@/]+))?(@sha256:[0-9a-f]{64})?$/.exec(stage.image) ?? [];
    if (!stage.image.includes('@sha256:') && !(tag && PINNED_TAG.test(tag))) problems.push(`base image ${stage.image} is not pinned to a version tag`);
  }
  const runtime = stages.at(-1);
  if (runtime && runtime.image.split(':')[0] !== BASE_REPOSITORY) problems.push(`runtime stage ${runtime.image} is not the project's base image ${BASE_REPOSITORY}`);
  return problems;
}

function userProblems(runtime: Stage): string[] {
  const user = keyword(runtime, 'USER').at(-1);
  if (!user) return ['runtime stage has no USER: it would run as root'];
  const match = /^(\d+)(:\d+)?$/.exec(text(user).trim());
  if (!match) return [`USER ${text(user)} is not a numeric uid (Kubernetes cannot check runAsNonRoot)`];
  return Number(match[1]) === 0 ? ['USER is root (uid 0)'] : [];
}

function initProblems(runtime: Stage): string[] {
  const entrypoint = keyword(runtime, 'ENTRYPOINT').at(-1);
  const words = entrypoint ? commandWords(entrypoint) : [];
  return /(^|\/)tini$/.test(words[0] ?? '') ? [] : ['ENTRYPOINT is not tini: SIGTERM would not reach Node as PID 1 expects'];
}

function buildToolProblems(stages: Stage[]): string[] {
  const runtime = stages.at(-1)!;
  const runs = stages.flatMap((stage) => keyword(stage, 'RUN')).filter((run) => BUILD_TOOL.test(text(run)));
  const problems = runs.map((run) => `runs "${text(run).trim()}": packages come from the staged production-only install`);
  const cmd = keyword(runtime, 'CMD').at(-1);
  const words = cmd ? commandWords(cmd) : [];
  if (words.some((word) => BUILD_TOOL.test(word) || word === '--import' || word === '--loader' || /\.[cm]?tsx?$/.test(word))) {
    problems.push('CMD runs TypeScript through a loader: the image starts the bundled JavaScript with plain node');
  }
  const staged = keyword(runtime, 'COPY').filter((copy) => commandWords(copy).some((word) => word.replace(/\/$/, '') === STAGED_APP_DIR));
  if (staged.length === 0) problems.push(`runtime stage does not copy the staged ${STAGED_APP_DIR}/ folder`);
  return problems;
}

function serveProblems(runtime: Stage, port: number): string[] {
  const problems: string[] = [];
  const exposed = keyword(runtime, 'EXPOSE').flatMap((e) => commandWords(e)).map((p) => Number(p.split('/')[0]));
  if (!exposed.includes(port)) problems.push(`EXPOSE does not declare port ${port}`);
  const healthcheck = keyword(runtime, 'HEALTHCHECK').at(-1);
  const probe = healthcheck ? text(healthcheck) : '';
  if (!probe.includes(`:${port}/healthz`)) problems.push(`HEALTHCHECK does not ask :${port}/healthz`);
  return problems;
}

function secretProblems(stages: Stage[]): string[] {
  return stages.flatMap((stage) =>
    [...keyword(stage, 'ENV'), ...keyword(stage, 'ARG')].flatMap((instruction) =>
      commandWords(instruction)
        .map((word) => word.split('=')[0]!)
        .filter((name) => SECRET_NAME.test(name))
        .map((name) => `${instruction.getKeyword()} ${name} looks like a secret: pass it at run time by reference`),
    ),
  );
}

function entryProblems(runtime: Stage, entry: string): string[] {
  const cmd = keyword(runtime, 'CMD').at(-1);
  return cmd && commandWords(cmd).includes(entry) ? [] : [`CMD does not start ${entry}`];
}

export function dockerfileProblems(content: string, expected: DockerfileExpectations): string[] {
  const stages = stagesOf(content);
  const runtime = stages.at(-1);
  if (!runtime) return ['no FROM instruction'];
  return [
    ...imageProblems(stages),
    ...userProblems(runtime),
    ...initProblems(runtime),
    ...buildToolProblems(stages),
    ...(expected.port === undefined ? [] : serveProblems(runtime, expected.port)),
    ...secretProblems(stages),
    ...entryProblems(runtime, expected.entry),
  ];
}
