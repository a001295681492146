import {
  happinessCode,
  hasProfile,
  profileConfidence,
  readDimensions,
  type DimensionEvidenceInput,
  type DimensionReading,
} from './dimension-profile.ts';
import { profileTypeFor, PROFILE_TYPES } from './profile-types.ts';

/** The profile as GET /api/happiness-profile returns it (contract: HappinessProfile in @alive/contracts). */
export interface HappinessProfileView {
  hasProfile: boolean;
  typeName: string | null;
  happinessCode: string | null;
  typeDescription: string | null;
  confidence: number;
  choiceCount: number;
  dimensions: {
    key: DimensionReading['key'];
    name: string;
    aliveLetter: DimensionReading['aliveLetter'];
    aliveWord: DimensionReading['aliveWord'];
    code: string | null;
    poleLabel: string | null;
    percentage: number;
    description: string;
    status: DimensionReading['status'];
    count: number;
  }[];
}

/**
 * @param evidence  the user's dimension evidence rows
 * @param choiceCount  number of choices the user made (user_choices rows)
 */
export function buildHappinessProfile(evidence: readonly DimensionEvidenceInput[], choiceCount: number): HappinessProfileView {
  const readings = readDimensions(evidence);
  const code = happinessCode(readings);
  const type = code ? profileTypeFor(code) : undefined;
  return {
    hasProfile: hasProfile(readings),
    typeName: type?.typeName ?? null,
    happinessCode: code,
    typeDescription: type?.description ?? null,
    confidence: profileConfidence(readings),
    choiceCount: Math.max(0, Math.trunc(choiceCount)),
    dimensions: readings.map((r) => ({
      key: r.key,
      name: r.name,
      aliveLetter: r.aliveLetter,
      aliveWord: r.aliveWord,
      code: r.code,
      poleLabel: r.pole?.label ?? null,
      percentage: r.percentage,
      description: r.description,
      status: r.status,
      count: r.count,
    })),
  };
}

/** GET /api/happiness-types: code → { code, typeName, description } for all 32 codes. */
export function happinessTypesMap(): Record<string, { code: string; typeName: string; description: string }> {
  return Object.fromEntries(PROFILE_TYPES.map((t) => [t.code, { code: t.code, typeName: t.typeName, description: t.description }]));
}
