import { http } from 'msw';
import { RemotesDocument } from '@alive/contracts';
import { respond, type Reply } from '../reply.ts';

/** The edge's own document: `GET /remotes.json` (remote name → manifest URL and routes). No default. */
export const edgeApi = {
  remotes: (reply: Reply<RemotesDocument>) => http.get('/remotes.json', respond(RemotesDocument, reply)),
};
