import type { PrismaClient } from '@alive/db';
import type { CacheFigures } from '../domain/recommendation-performance.ts';

export async function loadCacheFigures(prisma: PrismaClient): Promise<CacheFigures> {
  const figures = await prisma.recommendationCache.aggregate({
    _count: { _all: true },
    _sum: { generationMs: true, hits: true },
  });
  return {
    cachedCount: figures._count._all,
    totalGenerationMs: figures._sum.generationMs ?? 0,
    totalHits: figures._sum.hits ?? 0,
  };
}
