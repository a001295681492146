/** A stored shared pair as both its writer (choices) and admin's read-only tools see it. */
export interface StoredSharedPair {
  id: number;
  option1: string;
  option2: string;
  category: string;
  isActive: boolean;
  option1Votes: number;
  option2Votes: number;
  totalVotes: number;
  option1Tags: unknown;
  option2Tags: unknown;
  source: string;
  createdAt: Date;
}

/** The pair as the admin screens get it (the contract AdminChoicePair of @alive/contracts, which builds on this library). */
export interface AdminPairView {
  id: number;
  option1: string;
  option2: string;
  category: string;
  isActive: boolean;
  option1Votes: number;
  option2Votes: number;
  totalVotes: number;
  option1Tags: Record<string, number>;
  option2Tags: Record<string, number>;
  source: string;
  createdAt: string;
}

function tagsOf(value: unknown): Record<string, number> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter((e): e is [string, number] => typeof e[1] === 'number'));
}

/**
 * A shared pair as the admin screens get it (docs/product/admin.md, Choice pairs): from choices, which
 * changes the pairs, and from admin, whose smart engine reads them (docs/data-ownership.md).
 */
export function toAdminPair(pair: StoredSharedPair): AdminPairView {
  return {
    id: pair.id,
    option1: pair.option1,
    option2: pair.option2,
    category: pair.category,
    isActive: pair.isActive,
    option1Votes: pair.option1Votes,
    option2Votes: pair.option2Votes,
    totalVotes: pair.totalVotes,
    option1Tags: tagsOf(pair.option1Tags),
    option2Tags: tagsOf(pair.option2Tags),
    source: pair.source,
    createdAt: pair.createdAt.toISOString(),
  };
}
