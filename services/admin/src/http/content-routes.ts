import type { adminEndpoints } from '@alive/contracts';
import type { EndpointHandlers } from '@alive/service-kit';
import {
  bulkClassify,
  contentAnalytics,
  createContent,
  generateClassification,
  listContent,
  removeContent,
  replaceContent,
  type ContentLibraryDeps,
} from '../domain/content-library.ts';

type ContentHandlers = Pick<
  EndpointHandlers<typeof adminEndpoints>,
  'listContent' | 'contentAnalytics' | 'createContent' | 'generateContent' | 'bulkContent' | 'updateContent' | 'deleteContent'
>;

/**
 * The content classification library (docs/product/admin.md, Content library), as `adminEndpoints`
 * declares it: admin only, checked before any input is read (http/admin-enforcement.test.ts).
 */
export function contentHandlers(deps: ContentLibraryDeps): ContentHandlers {
  return {
    listContent: ({ query }) => listContent(deps, query),
    contentAnalytics: () => contentAnalytics(deps),
    createContent: ({ body }) => createContent(deps, body),
    generateContent: ({ body: { title, contentType, additionalInfo } }) => generateClassification(deps, { title, contentType, ...additionalInfo }),
    bulkContent: ({ body }) => bulkClassify(deps, body.contentList),
    updateContent: ({ params, body }) => replaceContent(deps, params.id, body),
    deleteContent: ({ params }) => removeContent(deps, params.id),
  };
}
