/** The portal's logo, drawn inline so it costs no request. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label="Admin Portal logo">
      <rect width="32" height="32" rx="8" fill="#3f51b5" />
      <path d="M9 23 16 8l7 15h-3.4L16 15.2 12.4 23z" fill="#fff" />
      <rect x="13" y="18.5" width="6" height="2.2" fill="#fff" />
    </svg>
  );
}
