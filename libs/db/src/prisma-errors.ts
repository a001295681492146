/** True for a unique-constraint violation, whether Prisma mapped it (P2002) or passed the SQLSTATE through. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; meta?: { code?: string; driverAdapterError?: { cause?: { kind?: string; originalCode?: string } } } };
  if (e?.code === 'P2002' || e?.code === '23505') return true;
  if (e?.meta?.code === '23505') return true;
  const cause = e?.meta?.driverAdapterError?.cause;
  return cause?.kind === 'UniqueConstraintViolation' || cause?.originalCode === '23505';
}
