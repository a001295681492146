import { ApiError } from './api-error.ts';
import { GENERIC_MESSAGE, OFFLINE_MESSAGE, plainErrorMessage } from './plain-error-message.ts';

const api = (status: number, body: string) => new ApiError(status, body, 'Status');

describe('plainErrorMessage', () => {
  it('never shows a raw server body', () => {
    expect(plainErrorMessage(api(500, '{"message":"boom"}'))).toBe(GENERIC_MESSAGE);
    expect(plainErrorMessage(api(502, '<html>Bad gateway</html>'))).toBe(GENERIC_MESSAGE);
    expect(plainErrorMessage(api(400, '{"weird":true}'))).toBe("That request wasn't accepted. Check what you entered and try again.");
    expect(plainErrorMessage(new Error('500: {"message":"boom"}'))).toBe(GENERIC_MESSAGE);
  });

  it("keeps a service's own sentence for a 4xx, without the validator's prefix", () => {
    expect(plainErrorMessage(api(409, '{"message":"You already own 20 groups. Delete one first."}'))).toBe(
      'You already own 20 groups. Delete one first.',
    );
    expect(plainErrorMessage(api(400, '{"message":"Invalid request body: count: Enter 1 to 20 pairs."}'))).toBe('Enter 1 to 20 pairs.');
  });

  it('names sign-in, access, missing things, rate limits and the network plainly', () => {
    expect(plainErrorMessage(api(401, ''))).toMatch(/Sign in again/);
    expect(plainErrorMessage(api(403, '{"message":"Forbidden"}'))).toMatch(/access/);
    expect(plainErrorMessage(api(404, 'Not Found'))).toMatch(/couldn't find/);
    expect(plainErrorMessage(api(429, ''))).toMatch(/Wait a moment/);
    expect(plainErrorMessage(new TypeError('Failed to fetch'))).toBe(OFFLINE_MESSAGE);
  });

  it("finds the API error a screen wrapped, and keeps a screen's own sentence", () => {
    expect(plainErrorMessage(new Error('Could not load', { cause: api(503, 'down') }))).toBe(GENERIC_MESSAGE);
    expect(plainErrorMessage(new Error('Your profile could not be loaded.'))).toBe('Your profile could not be loaded.');
    expect(plainErrorMessage('nope')).toBe(GENERIC_MESSAGE);
  });
});
