export const TEMPLATE: string;
export function policyHeaders(options: { hsts: boolean }): Promise<Map<string, string>>;
export function generatedBlocks(): Promise<Record<string, string[]>>;
export function fillBlocks(template: string, blocks: Record<string, string[]>): string;
export function renderTemplate(template?: string): Promise<string>;
export function probeHeaders(options: { hsts: boolean }): Promise<Record<string, unknown>>;
