/**
 * Plain values of the releases contract (`../releases.ts`), importable without zod.
 *
 * A remote served without a version (its build folder, docs/deploy.md "Rolling a remote forward or
 * back") is still a build people load: the edge names it in the page-load token by the SHA-384 of its
 * `mf-manifest.json` (which lists every hashed chunk, so any change of the code changes it), and its
 * field telemetry is counted under `build:<id>`. The same id is read from a published version's
 * recorded `mf-manifest.json` hash, so the Releases screen can tell which version a build became.
 */
export const BUILD_LABEL_PREFIX = 'build:';
/** Hex digits of the manifest's SHA-384 that name a build (40 bits: no two builds of one remote meet). */
export const BUILD_ID_LENGTH = 10;

const BUILD_LABEL = new RegExp(`^${BUILD_LABEL_PREFIX}([0-9a-f]{${BUILD_ID_LENGTH}})$`);
const SRI_SHA384 = /^sha384-([A-Za-z0-9+/]{64})$/;

/** `build:3f2a9c1d0b`: the version label a build's page loads are counted under. Never a version name (`:`). */
export const buildLabel = (buildId: string): string => `${BUILD_LABEL_PREFIX}${buildId}`;

/** The build id of a `build:<id>` label, or null for anything else (a published version's name). */
export function buildIdOfLabel(label: string | null | undefined): string | null {
  if (!label) return null;
  return BUILD_LABEL.exec(label)?.[1] ?? null;
}

/** The build id of a manifest's `sha384-<base64>` (Subresource Integrity form), or null when it is not one. */
export function buildIdOfIntegrity(integrity: string | null | undefined): string | null {
  const base64 = integrity ? SRI_SHA384.exec(integrity)?.[1] : undefined;
  if (!base64) return null;
  const hex = Array.from(atob(base64), (char) => char.charCodeAt(0).toString(16).padStart(2, '0')).join('');
  return hex.slice(0, BUILD_ID_LENGTH);
}

/** The command that publishes a remote's build where it was built (docs/deploy.md, "1. Publish"). */
export const publishCommand = (remote: string, version = '<version>'): string => `npm run publish:remote -- ${remote} ${version}`;
