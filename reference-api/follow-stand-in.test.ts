import { describe, expect, it } from 'vitest';
import { FOLLOW_STAND_IN_PATH } from './follow-stand-in.ts';
import { serveReferenceApi } from './serve-for-tests.ts';

const served = serveReferenceApi('follow');

describe('the follow script stand-in', () => {
  it('serves a script that defines sqFollowWidgets.createFollowButton', async () => {
    const answer = await fetch(`${served.base}${FOLLOW_STAND_IN_PATH}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/javascript');
    expect(await answer.text()).toContain('window.sqFollowWidgets');
  });
});
