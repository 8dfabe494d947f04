import assert from 'node:assert/strict';
import { test } from 'node:test';
import { summariseInstructionRounds, totalInstructions } from './instructions.mjs';

const round = (trivialMillions, listMillions) => ({ trivial: trivialMillions * 1e6, list: listMillions * 1e6 });

test("the judged ratio is the list's instructions over all rounds ÷ the trivial query's, with the rounds' spread", () => {
  const summary = summariseInstructionRounds([round(1.5, 11), round(1.5, 11), round(2, 12)]);
  assert.equal(summary.ratio, 34 / 5);
  assert.deepEqual([summary.rounds, summary.trivialMillions, summary.listMillions], [3, 1.5, 11]);
  assert.equal(summary.min, 6);
  assert.equal(summary.max, 11 / 1.5);
});

test('a list executing twice the instructions doubles the ratio', () => {
  const rounds = [round(1.5, 11), round(1.7, 12)];
  const twice = rounds.map((r) => ({ ...r, list: 2 * r.list }));
  assert.equal(summariseInstructionRounds(twice).ratio, 2 * summariseInstructionRounds(rounds).ratio);
});

test("a callgrind dump's total is read from its totals line; a dump still being written has none", () => {
  const dump = 'version: 1\ncreator: callgrind-3.19.0\nevents: Ir\nfl=(1) x\nfn=(1) y\n0 12\ntotals: 1234567\n';
  assert.equal(totalInstructions(dump), 1234567);
  assert.equal(totalInstructions('version: 1\nevents: Ir\n'), undefined);
});
