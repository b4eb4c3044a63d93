import { LOG_EVENT_TEXT_LIMITS } from '../contract/logs';
import { CUT_MARK, fitLogEvent, fitText } from './log-event-fit';

describe('fitting a client log event to its limits', () => {
  it('cuts an over-long error message and detail to their limits, marked, and leaves the rest', () => {
    const trace = `TypeError: x is undefined\n${'    at render (app.js:1:1)\n'.repeat(200)}`;
    const event = {
      action: 'saveReview',
      errorMessage: trace,
      details: { path: `/api/${'a'.repeat(400)}`, status: 500 },
    };
    const fitted = fitLogEvent(event);
    expect(fitted.errorMessage).toHaveLength(LOG_EVENT_TEXT_LIMITS.errorMessage);
    expect(fitted.errorMessage.endsWith(CUT_MARK)).toBe(true);
    expect(fitted.errorMessage.startsWith('TypeError: x is undefined')).toBe(true);
    expect(fitted.details.path).toHaveLength(300);
    expect(fitted.details.status).toBe(500);
    expect(fitted.action).toBe('saveReview');
  });

  it('counts an emoji as one character, as the schema does, and never cuts one in half', () => {
    // Ten characters, fourteen UTF-16 units: within the limit of 10, kept whole.
    expect(fitText('🐵 🙈 🙉 🙊 ab', 10)).toBe('🐵 🙈 🙉 🙊 ab');
    expect(fitText('🐵 🙈 🙉 🙊 abc', 10)).toBe('🐵 🙈 …[cut]');
    expect(fitText('ab😀😀cdefghij', 9)).toBe('ab😀…[cut]');
  });

  it('hands back an event within its limits, and what is not an event, untouched', () => {
    const event = { action: 'login', errorMessage: null, details: {} };
    expect(fitLogEvent(event)).toBe(event);
    expect(fitLogEvent('text')).toBe('text');
    expect(fitLogEvent(null)).toBe(null);
  });
});
