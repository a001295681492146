import {
  bulkContentRequestSchema,
  bulkContentResponseSchema,
  contentAnalyticsSchema,
  contentClassificationRequestSchema,
  contentClassificationSchema,
  contentGenerateRequestSchema,
  contentGenerateResponseSchema,
  contentIdParamsSchema,
  contentListSchema,
  contentQuerySchema,
  removedContentSchema,
} from '../admin-content.ts';
import { defineEndpoints } from './endpoint.ts';

/**
 * The content classification library (docs/product/admin.md, Content library). `contentAnalytics` is
 * declared before the `:id` routes, so `analytics` is never read as an id.
 */
export const adminContentEndpoints = defineEndpoints({
  listContent: {
    method: 'get',
    path: '/api/admin/content',
    summary: 'The content library, filtered, a page at a time',
    description:
      '`contentType` (movie, tv or tv_show, book; empty or all for every type), `genre` (part of the genre, any case), `searchTerm` (part of the title, author, director or genre). `sort` recent (latest change first, the default), title (A to Z) or confidence (highest first); `limit` 1..100 (50); `cursor` is the last page’s `nextCursor` (a cursor of another sort is a 400), and `total` counts every match.',
    access: 'admin',
    query: contentQuerySchema,
    responses: { 200: { description: 'One page of titles in `content`', schema: contentListSchema } },
  },
  contentAnalytics: {
    method: 'get',
    path: '/api/admin/content/analytics',
    summary: 'Titles per type and the mean confidence',
    access: 'admin',
    responses: { 200: { description: 'The figures in `data`', schema: contentAnalyticsSchema } },
  },
  createContent: {
    method: 'post',
    path: '/api/admin/content',
    summary: 'Add a title',
    description:
      'Title and type required; scores whole numbers -2..2 (default 0); confidence 0..1 (default 0.80); year a whole number. 400 with a message and nothing written otherwise.',
    access: 'admin',
    body: contentClassificationRequestSchema,
    responses: { 201: { description: 'The title as stored', schema: contentClassificationSchema } },
  },
  generateContent: {
    method: 'post',
    path: '/api/admin/content/generate',
    summary: 'Classify a title into the five scores',
    description:
      'The built-in lexicon classifier, or the OpenAI model when configured (falling back to the built-in one). Nothing is written: the screen creates the title with the scores.',
    access: 'admin',
    body: contentGenerateRequestSchema,
    responses: { 200: { description: 'The scores, confidence, reasoning and the engine that answered', schema: contentGenerateResponseSchema } },
  },
  bulkContent: {
    method: 'post',
    path: '/api/admin/content/bulk',
    summary: 'Classify and add many titles',
    description:
      'Each line (title, contentType, year, author, director, genre) is checked, classified and written alone: a bad line fails with its reason in `results`, the others are written. At most 100 lines.',
    access: 'admin',
    body: bulkContentRequestSchema,
    responses: { 200: { description: 'One result per line, in order', schema: bulkContentResponseSchema } },
  },
  updateContent: {
    method: 'put',
    path: '/api/admin/content/:id',
    summary: 'Replace a title',
    description: 'The fields as on add. An unknown id is a 404 “Content classification not found”, a bad one a 400; nothing is written on either.',
    access: 'admin',
    params: contentIdParamsSchema,
    body: contentClassificationRequestSchema,
    responses: { 200: { description: 'The title as stored', schema: contentClassificationSchema } },
  },
  deleteContent: {
    method: 'delete',
    path: '/api/admin/content/:id',
    summary: 'Delete a title',
    description: 'An unknown id is a 404 “Content classification not found”.',
    access: 'admin',
    params: contentIdParamsSchema,
    responses: { 200: { description: 'Deleted', schema: removedContentSchema } },
  },
});
