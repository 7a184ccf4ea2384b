import type { SentencePart } from '@dealbook/contracts';
import { Link } from 'react-router-dom';
import { recordPagePath } from '../utils/recordPagePath.js';

/** A history line as the server words it, each record it names linked to its page. */
export function HistorySentence({ parts }: { parts: readonly SentencePart[] }) {
  return (
    <span className="db-history__sentence">
      {parts.map((part, at) => {
        const path = part.record ? recordPagePath(part.record) : null;
        return path ? (
          <Link key={at} to={path}>
            {part.text}
          </Link>
        ) : (
          <span key={at}>{part.text}</span>
        );
      })}
    </span>
  );
}

/** The same line as plain text (a slider's label, a title). */
export const sentenceText = (parts: readonly SentencePart[]) => parts.map((part) => part.text).join('');
