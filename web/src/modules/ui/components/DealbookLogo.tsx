export interface DealbookLogoProps {
  size?: number;
}

/** The product mark: an open ledger in the brand blue. */
export function DealbookLogo({ size = 32 }: DealbookLogoProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label="Dealbook logo">
      <rect width="32" height="32" rx="7" fill="#1c6ed4" />
      <path d="M7 9.5c3-1.2 6-1.2 9 .8v13.2c-3-2-6-2-9-.8z" fill="#ffffff" />
      <path d="M25 9.5c-3-1.2-6-1.2-9 .8v13.2c3-2 6-2 9-.8z" fill="#a7d0ff" />
    </svg>
  );
}
