/**
 * Bulk Add's text (docs/product/admin.md, Content library): one title per line, comma-separated as
 * title, type, year, author or director, genre. A line with fewer than 2 fields is dropped; the type
 * is lower-cased; the year is read as a whole number (anything else leaves it out); the creator is the
 * author of a book and the director of anything else. The service checks each line again.
 */
export interface BulkLine {
  title: string;
  contentType: string;
  year?: number;
  author?: string;
  director?: string;
  genre?: string;
}

export function parseBulkLines(text: string): BulkLine[] {
  const lines: BulkLine[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const fields = raw.split(',').map((field) => field.trim());
    if (fields.filter((field) => field !== '').length < 2 || !fields[0] || !fields[1]) continue;
    const [title, type, year, creator, genre] = fields as [string, string, string?, string?, string?];
    const contentType = type.toLowerCase();
    const parsedYear = year ? Number.parseInt(year, 10) : Number.NaN;
    const line: BulkLine = { title, contentType };
    if (Number.isInteger(parsedYear)) line.year = parsedYear;
    if (creator) line[contentType === 'book' ? 'author' : 'director'] = creator;
    if (genre) line.genre = genre;
    lines.push(line);
  }
  return lines;
}
