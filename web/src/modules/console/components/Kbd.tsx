export interface KbdGroupProps {
  keys: readonly string[];
}

/** Keys as the keyboard shows them. */
export function KbdGroup({ keys }: KbdGroupProps) {
  return (
    <span className="db-kbd-group">
      {keys.map((key) => (
        <kbd key={key} className="bp6-key">
          {key}
        </kbd>
      ))}
    </span>
  );
}
