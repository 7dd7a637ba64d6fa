import { expect } from 'chai';
import * as z from 'zod/mini';
import type { MachineTable } from '../../../../../lib/state-machine/state-machine.ts';
import { cleanup, fixture, waitFor } from '../../../../../test/browser/harness.ts';
import { defineApi } from '../../../element/api.ts';
import { defineElement, type ViewProps } from '../../define-element.ts';
import { useDataState } from '../use-data-state.ts';
import { useMachine } from './use-machine.ts';

type Job = 'idle' | 'busy' | 'done';
type JobEvent = 'START' | 'FINISH' | 'RESET';

/** A job that starts once, finishes, and is reset: a second start while busy is ignored. */
const JOB: MachineTable<Job, JobEvent> = {
  idle: { START: 'busy' },
  busy: { FINISH: 'done' },
  done: { RESET: 'idle' },
};

const machineTestApi = defineApi({
  tag: 'sq-kit-machine-test',
  summary: 'A job kept by useMachine.',
  config: z.object({}),
  load: ['load'],
  events: {},
  slots: {},
  parts: { start: 'Starts twice.', finish: 'Finishes.', reset: 'Resets.' },
  cssProperties: {},
});

/** Every `send` and `current` the view was given, across its renders. */
const given = { send: new Set<unknown>(), current: new Set<unknown>() };

function MachineTestView({ host }: ViewProps<typeof machineTestApi>) {
  const [job, send, current] = useMachine(JOB, 'idle');
  given.send.add(send);
  given.current.add(current);
  useDataState(host, job);
  // What each send answered and what current() said, before React drew again.
  const startTwice = () => {
    host.dataset.answers = [send('START'), send('START'), current()].join(' ');
  };
  return (
    <>
      <button type="button" part="start" onClick={startTwice}>
        Start
      </button>
      <button type="button" part="finish" onClick={() => send('FINISH')}>
        Finish
      </button>
      <button type="button" part="reset" onClick={() => send('RESET')}>
        Reset
      </button>
    </>
  );
}

defineElement({ api: machineTestApi, view: MachineTestView });

const press = (host: HTMLElement, part: string) =>
  host.shadowRoot?.querySelector<HTMLButtonElement>(`[part=${part}]`)?.click();

describe('useMachine', () => {
  afterEach(() => cleanup());

  it('moves by the table, answers each send at once, ignores what a state does not list', async () => {
    const host = fixture<HTMLElement>('<sq-kit-machine-test></sq-kit-machine-test>');
    await waitFor(() => host.dataset.state === 'idle', 'the first state');
    press(host, 'reset');
    press(host, 'start');
    await waitFor(() => host.dataset.state === 'busy', 'busy');
    expect(host.dataset.answers).to.equal('busy busy busy');
    press(host, 'finish');
    await waitFor(() => host.dataset.state === 'done', 'done');
    press(host, 'start');
    await waitFor(() => host.dataset.answers === 'done done done', 'the start a finished job ignores');
    expect(host.dataset.state).to.equal('done');
    press(host, 'reset');
    await waitFor(() => host.dataset.state === 'idle', 'idle again');
  });

  it('gives the same send and current on every render', async () => {
    given.send.clear();
    given.current.clear();
    const host = fixture<HTMLElement>('<sq-kit-machine-test></sq-kit-machine-test>');
    await waitFor(() => host.dataset.state === 'idle', 'the first state');
    press(host, 'start');
    await waitFor(() => host.dataset.state === 'busy', 'busy');
    press(host, 'finish');
    await waitFor(() => host.dataset.state === 'done', 'done');
    expect(given.send.size).to.equal(1);
    expect(given.current.size).to.equal(1);
  });
});
