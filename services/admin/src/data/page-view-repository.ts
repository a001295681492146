import type { PrismaClient } from '@alive/db';

export interface PageViewRecord {
  visitorId: string;
  sessionId: string;
  page: string;
  referrer: string | null;
  userAgent: string | null;
  userId: string | null;
}

export async function recordPageView(prisma: PrismaClient, view: PageViewRecord): Promise<void> {
  await prisma.pageView.create({ data: view });
}
