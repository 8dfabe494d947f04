import type { DeliveryWindowTemplateInput } from '../../generated/graphql.js';
import { templateWindowSchema } from 'rules';
import { checkInput } from '../common/rule-check.js';

export interface CheckedTemplate {
  id: string | null;
  zoneId: string;
  weekday: number;
  startMinute: number;
  endMinute: number;
  capacity: number;
  isActive: boolean;
}

/** The shape rules of a template window; overlaps and bookings are checked against the database. */
export function checkTemplateInput(
  input: DeliveryWindowTemplateInput,
): { ok: true; value: CheckedTemplate } | { ok: false; message: string } {
  const checked = checkInput(templateWindowSchema, { ...input, startMinute: input.start, endMinute: input.end });
  if (!checked.ok) return checked;
  return {
    ok: true,
    value: {
      ...checked.value,
      id: input.id?.trim().toLowerCase() || null,
      zoneId: input.zoneId.trim().toLowerCase(),
      isActive: input.isActive ?? true,
    },
  };
}
