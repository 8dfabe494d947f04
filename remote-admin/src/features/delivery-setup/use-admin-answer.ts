import { useState } from 'react';
import { MESSAGES } from 'shared';

export interface Answer {
  status: boolean;
  message: string;
}

/**
 * Runs one admin change and keeps the API's refusal to show next to the field that caused it.
 * `onSaved` gets the API's message when it accepted the change.
 */
export function useAdminAnswer(onSaved: (message: string) => void) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (send: () => Promise<Answer | null | undefined>): Promise<boolean> => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await send();
      if (!answer) throw new Error('no answer');
      if (!answer.status) setProblem(answer.message);
      else onSaved(answer.message);
      return answer.status;
    } catch {
      setProblem(MESSAGES.adminDeliverySetup.failed);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { run, busy, problem, clearProblem: () => setProblem(null) };
}

/** antd Form.Item props that show a refusal under the field (or nothing). */
export function refusalProps(problem: string | null) {
  return problem ? { validateStatus: 'error' as const, help: problem } : {};
}
