/** Field name → the label a person sees beside it ("companyName" → "Company name"). */
export type FieldLabels = Readonly<Partial<Record<string, string>>>;

/** zod's own wording for the commonest problems, said as a person would (`label` is the field's). */
const plainWordings: readonly [RegExp, (label: string, match: RegExpMatchArray) => string][] = [
  [/^Too small: expected string to have >=1 characters?$/, (label) => `${label} is required`],
  [/^Invalid input: expected \w+, received (undefined|null)$/, (label) => `${label} is required`],
  [
    /^Too big: expected string to have <=(\d+) characters?$/,
    (label, m) => `${label} must be at most ${m[1]} characters`,
  ],
  [/^Too small: expected number to be >=(-?[\d.]+)$/, (label, m) => `${label} must be at least ${m[1]}`],
  [/^Too big: expected number to be <=(-?[\d.]+)$/, (label, m) => `${label} must be at most ${m[1]}`],
  [/^Invalid input: expected number, received NaN$/, (label) => `${label} must be a number`],
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "NDA sent" keeps its capitals mid-sentence; "Company name" becomes "company name". */
const midSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label);

/**
 * A validation message in the words of the form: the API and the contracts' schemas name fields
 * by their property (`companyName is required`, `tick NDA sent (sentNDA) too`), which a person
 * never sees; the form shows each under its label ("Company name is required").
 */
export function labelledMessage(message: string, labels: FieldLabels, field?: string): string {
  const label = field === undefined ? undefined : labels[field];
  if (label) {
    for (const [pattern, wording] of plainWordings) {
      const match = message.match(pattern);
      if (match) return wording(label, match);
    }
  }
  let text = message;
  const names = Object.keys(labels).sort((a, b) => b.length - a.length);
  for (const name of names) {
    // "tick NDA sent (sentNDA) too": the label is already there, the property name is a hint for developers.
    text = text.replace(new RegExp(`\\s*\\(${escaped(name)}\\)`, 'g'), '');
    text = text.replace(new RegExp(`\\b${escaped(name)}\\b`, 'g'), (_, offset: number) =>
      offset === 0 ? labels[name]! : midSentence(labels[name]!),
    );
  }
  return text.length > 0 ? text[0]!.toUpperCase() + text.slice(1) : text;
}
