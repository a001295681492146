import { SCREEN_DATA_ELEMENT_ID, scriptSafeJson } from '@alive/contracts/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';
import { parseScreenData, seedScreenAnswers } from './screen-answers.ts';

const DATA = {
  path: '/happiness-profile',
  reads: [
    { path: '/api/happiness-profile', data: { hasProfile: true, typeName: 'The </script> Explorer' } },
    { path: '/api/happiness-profile/completion', data: { percent: 100 } },
  ],
};

function block(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SCREEN_DATA_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

afterEach(() => document.getElementById(SCREEN_DATA_ELEMENT_ID)?.remove());

describe('seedScreenAnswers', () => {
  it("puts each answer at its address's query key and takes the block out of the document", () => {
    block(scriptSafeJson(DATA));
    const client = createQueryClient();
    expect(seedScreenAnswers(client, '/happiness-profile')).toBe(true);
    expect(client.getQueryData(['/api/happiness-profile'])).toEqual(DATA.reads[0]!.data);
    expect(client.getQueryData(['/api/happiness-profile', 'completion'])).toEqual({ percent: 100 });
    expect(document.getElementById(SCREEN_DATA_ELEMENT_ID)).toBeNull();
  });

  it('seeds nothing without a fragment for the same path, or from a block of another shape', () => {
    for (const [text, fragment] of [
      [scriptSafeJson(DATA), undefined],
      [scriptSafeJson(DATA), '/happiness-code'],
      ['{"path":"/happiness-profile","reads":"all"}', '/happiness-profile'],
      ['not json', '/happiness-profile'],
    ] as const) {
      block(text);
      const client = createQueryClient();
      expect(seedScreenAnswers(client, fragment)).toBe(false);
      expect(client.getQueryCache().getAll()).toHaveLength(0);
      expect(document.getElementById(SCREEN_DATA_ELEMENT_ID)).toBeNull();
    }
  });

  it('seeds nothing when the document has no block', () => {
    const client = createQueryClient();
    expect(seedScreenAnswers(client, '/happiness-profile')).toBe(false);
  });
});

describe('parseScreenData', () => {
  it('is read only when it has the shape the edge writes', () => {
    expect(parseScreenData(JSON.stringify(DATA))).toEqual(DATA);
    for (const text of [null, undefined, '', 'not json', 'null', '[]', '5', '{"path":1,"reads":[]}', '{"path":"/x"}', '{"path":"/x","reads":[{"data":1}]}', '{"path":"/x","reads":[{"path":"/api/x"}]}', '{"path":"/x","reads":[null, 3]}'])
      expect(parseScreenData(text), String(text)).toBeNull();
  });
});
